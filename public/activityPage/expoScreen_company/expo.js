/**
 * The big screen (/activityPage/expoScreen_company/index.html), opened in a window of its own
 * from the menu: the seller's network and charging on one dark page, titled and given its four
 * KPIs and refresh period by the big-screen home configuration, every figure read from the
 * product's API with the signed-in user's session.
 */
import { drawBars, drawColumns, drawDonut } from '../common/screen-charts.js';
import { GUN_STATUS, BUSINESS_TYPE, TREND_DAYS, screenFigures } from '../common/screen-figures.js';
import { renderKpis } from '../common/screen-kpis.js';
import {
  SessionError,
  api,
  formatNumber,
  formatTime,
  formatYuan,
  keepFresh,
  loadFigures,
  loadScreenConfig,
  say,
} from '../common/screen-api.js';

const $ = (id) => document.getElementById(id);
const NO_DATA = () => say('暂无数据', 'No data');

function showSessionLost() {
  const notice = $('notice');
  notice.hidden = false;
  notice.replaceChildren(
    say(
      '登录已失效，请在管理后台重新登录后刷新本页。',
      'The session has ended: sign in again in the console, then reload this page. ',
    ),
  );
  const link = document.createElement('a');
  link.href = '/user/login';
  link.textContent = say(' 去登录', ' Sign in');
  notice.append(link);
}

function showFailures(figures) {
  const failed = Object.values(figures).filter((value) => value instanceof Error);
  const notice = $('notice');
  notice.hidden = failed.length === 0;
  if (failed.length) notice.textContent = `${say('部分数据加载失败：', 'Some figures failed: ')}${failed[0].message}`;
}

const rowsOf = (answer) => (answer instanceof Error || !answer ? [] : answer.rows);

/** Stations at their coordinates; a station with guns charging glows. */
function drawMap(canvas, stations, gunRows) {
  const ratio = window.devicePixelRatio || 1;
  const { clientWidth: width, clientHeight: height } = canvas;
  canvas.width = width * ratio;
  canvas.height = height * ratio;
  const g = canvas.getContext('2d');
  g.scale(ratio, ratio);
  g.clearRect(0, 0, width, height);
  const placed = stations.filter((s) => Number.isFinite(s.longitude) && Number.isFinite(s.latitude));
  if (placed.length === 0) {
    g.fillStyle = 'rgba(255,255,255,0.7)';
    g.font = '14px sans-serif';
    g.textAlign = 'center';
    g.fillText(NO_DATA(), width / 2, height / 2);
    return;
  }
  const charging = new Map();
  for (const row of gunRows) {
    if (Number(row.status) === 3) charging.set(Number(row['pileId.stationId']), Number(row.count));
  }
  const lngs = placed.map((s) => s.longitude);
  const lats = placed.map((s) => s.latitude);
  const [west, east, south, north] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
  const spanX = Math.max(east - west, 0.02);
  const spanY = Math.max(north - south, 0.02);
  const scale = Math.min((width - 200) / spanX, (height - 60) / spanY);
  const x = (lng) => width / 2 + (lng - (west + east) / 2) * scale;
  const y = (lat) => height / 2 - (lat - (south + north) / 2) * scale;
  g.strokeStyle = 'rgba(64,169,255,0.12)';
  for (let i = 0; i <= 10; i += 1) {
    g.beginPath();
    g.moveTo((width / 10) * i, 0);
    g.lineTo((width / 10) * i, height);
    g.moveTo(0, (height / 10) * i);
    g.lineTo(width, (height / 10) * i);
    g.stroke();
  }
  g.font = '12px sans-serif';
  g.textAlign = 'center';
  for (const station of placed) {
    const busy = charging.get(station.id) ?? 0;
    const [px, py] = [x(station.longitude), y(station.latitude)];
    g.beginPath();
    g.fillStyle = busy ? 'rgba(54,207,201,0.25)' : 'rgba(64,169,255,0.15)';
    g.arc(px, py, 10 + Math.min(busy, 10) * 2, 0, Math.PI * 2);
    g.fill();
    g.beginPath();
    g.fillStyle = busy ? '#36cfc9' : '#40a9ff';
    g.arc(px, py, 4, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = 'rgba(230,244,255,0.85)';
    g.fillText(busy ? `${station.name} ⚡${busy}` : station.name, px, py - 10);
  }
}

async function main() {
  document.documentElement.lang = say('zh-CN', 'en-US');
  const config = await loadScreenConfig();
  document.title = config.title;
  $('title').textContent = config.title;
  if (config.logo) {
    $('logo').src = config.logo;
    $('logo').hidden = false;
  }
  if (config.background) document.body.style.backgroundImage = `url("${config.background}")`;
  $('subtitle').textContent = say(`每 ${config.refreshSec} 秒自动刷新`, `Refreshes every ${config.refreshSec} s`);
  $('h-guns').textContent = say('充电枪状态', 'Guns by status');
  $('h-map').textContent = say('场站分布', 'Where the stations are');
  $('h-trend').textContent = say(`近${TREND_DAYS}日充电量(kWh)`, `Energy (kWh), last ${TREND_DAYS} days`);
  $('h-ranking').textContent = say(`近${TREND_DAYS}日场站收入排行`, `Stations by revenue, last ${TREND_DAYS} days`);
  $('h-business').textContent = say(`近${TREND_DAYS}日订单来源`, `Sessions by channel, last ${TREND_DAYS} days`);
  setInterval(() => ($('clock').textContent = formatTime(new Date())), 1000);
  $('clock').textContent = formatTime(new Date());
  let stations = [];
  keepFresh(
    async () => {
      const [figures, page] = await Promise.all([
        loadFigures(screenFigures()),
        api('/api/config/station/page', { pageNo: 1, pageSize: 500 }).catch((error) => error),
      ]);
      if (!(page instanceof Error)) stations = page.data;
      renderKpis($('kpis'), [config.kpi1, config.kpi2, config.kpi3, config.kpi4], figures);
      drawDonut(
        $('guns'),
        rowsOf(figures.guns).map((row) => ({
          label: say(
            GUN_STATUS[row.status]?.zh ?? String(row.status),
            GUN_STATUS[row.status]?.en ?? String(row.status),
          ),
          value: Number(row.count),
          color: GUN_STATUS[row.status]?.color,
        })),
        NO_DATA(),
      );
      drawColumns(
        $('trend'),
        rowsOf(figures.trend).map((row) => ({ label: row['startTime:day'].slice(5), value: Number(row['sum:kwh']) })),
        (v) => formatNumber(v),
        NO_DATA(),
      );
      drawBars(
        $('ranking'),
        rowsOf(figures.stations).map((row) => ({
          label: row.$labels?.stationId ?? String(row.stationId),
          value: Number(row['sum:totalAmount']),
        })),
        (v) => `¥${formatYuan(v)}`,
        NO_DATA(),
      );
      drawDonut(
        $('business'),
        rowsOf(figures.businessTypes).map((row) => ({
          label: say(BUSINESS_TYPE[row.businessType]?.zh ?? '—', BUSINESS_TYPE[row.businessType]?.en ?? '—'),
          value: Number(row.count),
        })),
        NO_DATA(),
      );
      drawMap($('map'), stations, rowsOf(figures.stationGuns));
      showFailures(figures);
      $('updated').textContent = `${say('更新于', 'Updated')} ${formatTime(new Date())}`;
    },
    config.refreshSec,
    showSessionLost,
  );
}

main().catch((error) => {
  if (error instanceof SessionError) showSessionLost();
  else {
    $('notice').hidden = false;
    $('notice').textContent = String(error?.message ?? error);
  }
});
