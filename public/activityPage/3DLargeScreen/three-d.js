/**
 * The 3D big screen (/activityPage/3DLargeScreen/index.html): the seller's stations as columns
 * on a slowly turning ground, drawn in perspective on a canvas without a 3D library — a column
 * stands where the station is, as tall as its energy of the last days, lit while guns charge
 * there — beside today's KPIs and the gun utilisation. The figures come from the product's API
 * with the signed-in user's session and are asked again every 30 seconds.
 */
import { TREND_DAYS, screenFigures } from '../common/screen-figures.js';
import { gunCount, renderKpis } from '../common/screen-kpis.js';
import {
  SessionError,
  api,
  formatNumber,
  formatTime,
  keepFresh,
  loadFigures,
  say,
  summary,
  svg,
} from '../common/screen-api.js';

const $ = (id) => document.getElementById(id);
const REFRESH_SECONDS = 30;
const SHOWN_KPIS = ['chargeKwh', 'revenue', 'chargeCount', 'pileOnlineRate', 'carbonReduction'];

/** What the scene draws: one column per station with coordinates. */
let columns = [];

function showNotice(text, withLogin) {
  const notice = $('notice');
  notice.hidden = !text;
  notice.textContent = text ?? '';
  if (withLogin) {
    const link = document.createElement('a');
    link.href = '/user/login';
    link.textContent = say(' 去登录', ' Sign in');
    notice.append(link);
  }
}
const sessionLost = () =>
  showNotice(
    say('登录已失效，请在管理后台重新登录后刷新本页。', 'The session has ended: sign in again, then reload. '),
    true,
  );

/** A ring gauge: the share of guns charging among all guns. */
function renderGauge(figures) {
  const all = gunCount(figures.guns);
  const charging = gunCount(figures.guns, 3);
  const share = all > 0 ? charging / all : 0;
  const gauge = $('gauge');
  const r = 80;
  const length = 2 * Math.PI * r;
  gauge.replaceChildren(
    svg('circle', { cx: 100, cy: 100, r, fill: 'none', stroke: 'rgba(64,169,255,0.2)', 'stroke-width': 16 }),
    svg('circle', {
      cx: 100,
      cy: 100,
      r,
      fill: 'none',
      stroke: '#36cfc9',
      'stroke-width': 16,
      'stroke-linecap': 'round',
      'stroke-dasharray': `${length * share} ${length}`,
      transform: 'rotate(-90 100 100)',
    }),
    svg(
      'text',
      { x: 100, y: 100, fill: '#fff', 'font-size': 34, 'text-anchor': 'middle' },
      `${formatNumber(share * 100, 1)}%`,
    ),
    svg(
      'text',
      { x: 100, y: 130, fill: 'rgba(230,244,255,0.7)', 'font-size': 14, 'text-anchor': 'middle' },
      `${charging} / ${all}`,
    ),
  );
}

/** Stations placed on a unit square around their centre, with their energy and guns charging. */
function placeColumns(stations, energyRows, gunRows) {
  const energy = new Map(energyRows.map((row) => [Number(row.stationId), Number(row['sum:kwh'])]));
  const charging = new Map(
    gunRows
      .filter((row) => Number(row.status) === 3)
      .map((row) => [Number(row['pileId.stationId']), Number(row.count)]),
  );
  const placed = stations.filter((s) => Number.isFinite(s.longitude) && Number.isFinite(s.latitude));
  if (placed.length === 0) return [];
  const lngs = placed.map((s) => s.longitude);
  const lats = placed.map((s) => s.latitude);
  const cx = (Math.min(...lngs) + Math.max(...lngs)) / 2;
  const cy = (Math.min(...lats) + Math.max(...lats)) / 2;
  const span = Math.max(Math.max(...lngs) - Math.min(...lngs), Math.max(...lats) - Math.min(...lats), 0.02);
  const top = Math.max(...placed.map((s) => energy.get(s.id) ?? 0), 1);
  return placed.map((s) => ({
    name: s.name,
    x: (s.longitude - cx) / span,
    y: (s.latitude - cy) / span,
    height: (energy.get(s.id) ?? 0) / top,
    kwh: energy.get(s.id) ?? 0,
    charging: charging.get(s.id) ?? 0,
  }));
}

/** Perspective projection of a ground point (x, y) at height z, turned by `angle`. */
function projector(width, height, angle) {
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const size = Math.min(width, height) * 0.75;
  return (x, y, z) => {
    const rx = x * cos - y * sin;
    const ry = x * sin + y * cos;
    const depth = 2.4 + ry;
    const scale = (size * 1.6) / depth;
    return [width / 2 + rx * scale, height * 0.62 + (0.35 - z * 0.9) * scale * 0.9 - ry * scale * 0.25, depth];
  };
}

function face(g, points, color) {
  g.beginPath();
  points.forEach(([x, y], i) => (i ? g.lineTo(x, y) : g.moveTo(x, y)));
  g.closePath();
  g.fillStyle = color;
  g.fill();
}

function drawScene(canvas, angle) {
  const ratio = window.devicePixelRatio || 1;
  const { clientWidth: width, clientHeight: height } = canvas;
  if (canvas.width !== width * ratio || canvas.height !== height * ratio) {
    canvas.width = width * ratio;
    canvas.height = height * ratio;
  }
  const g = canvas.getContext('2d');
  g.setTransform(ratio, 0, 0, ratio, 0, 0);
  g.clearRect(0, 0, width, height);
  const project = projector(width, height, angle);
  g.strokeStyle = 'rgba(64,169,255,0.18)';
  for (let i = -6; i <= 6; i += 1) {
    const t = i / 10;
    for (const [a, b] of [
      [project(t, -0.6, 0), project(t, 0.6, 0)],
      [project(-0.6, t, 0), project(0.6, t, 0)],
    ]) {
      g.beginPath();
      g.moveTo(a[0], a[1]);
      g.lineTo(b[0], b[1]);
      g.stroke();
    }
  }
  if (columns.length === 0) {
    g.fillStyle = 'rgba(230,244,255,0.7)';
    g.font = '16px sans-serif';
    g.textAlign = 'center';
    g.fillText(say('暂无带坐标的场站', 'No station has coordinates'), width / 2, height / 2);
    return;
  }
  const w = 0.025;
  const sorted = columns.map((c) => ({ ...c, depth: project(c.x, c.y, 0)[2] })).sort((a, b) => b.depth - a.depth);
  g.font = '12px sans-serif';
  g.textAlign = 'center';
  for (const c of sorted) {
    const z = 0.02 + c.height * 0.6;
    const corners = [
      [c.x - w, c.y - w],
      [c.x + w, c.y - w],
      [c.x + w, c.y + w],
      [c.x - w, c.y + w],
    ];
    const base = corners.map(([x, y]) => project(x, y, 0));
    const top = corners.map(([x, y]) => project(x, y, z));
    const hue = c.charging ? '54,207,201' : '64,169,255';
    for (let i = 0; i < 4; i += 1) {
      const j = (i + 1) % 4;
      face(g, [base[i], base[j], top[j], top[i]], `rgba(${hue},${0.35 + (i % 2) * 0.25})`);
    }
    face(g, top, `rgba(${hue},0.95)`);
    const [lx, ly] = project(c.x, c.y, z);
    g.fillStyle = 'rgba(230,244,255,0.9)';
    g.fillText(`${c.name} ${formatNumber(c.kwh)}kWh`, lx, ly - 8);
  }
}

function animate() {
  const canvas = $('scene');
  const started = performance.now();
  const frame = (now) => {
    drawScene(canvas, ((now - started) / 1000) * 0.12);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

function main() {
  document.documentElement.lang = say('zh-CN', 'en-US');
  document.title = say('3D 充电网络大屏', '3D charging network');
  $('title').textContent = say('3D 充电网络', '3D charging network');
  $('subtitle').textContent = say(`每 ${REFRESH_SECONDS} 秒自动刷新`, `Refreshes every ${REFRESH_SECONDS} s`);
  $('h-gauge').textContent = say('枪利用率（充电中/全部）', 'Guns in use (charging / all)');
  $('h-legend').textContent = say('图例', 'Legend');
  $('legend').textContent = say(
    `柱高：近${TREND_DAYS}日充电量；青色：有枪正在充电；蓝色：无充电。`,
    `Height: energy of the last ${TREND_DAYS} days; teal: guns charging now; blue: none.`,
  );
  const tick = () => ($('clock').textContent = formatTime(new Date()));
  tick();
  setInterval(tick, 1000);
  animate();
  keepFresh(
    async () => {
      const all = screenFigures();
      const [figures, page] = await Promise.all([
        loadFigures({
          today: all.today,
          total: all.total,
          piles: all.piles,
          guns: all.guns,
          stationEnergy: all.stationEnergy,
          stationGuns: all.stationGuns,
        }),
        api('/api/config/station/page', { pageNo: 1, pageSize: 500 }),
      ]);
      const rows = (answer) => (answer instanceof Error ? [] : answer.rows);
      columns = placeColumns(page.data, rows(figures.stationEnergy), rows(figures.stationGuns));
      renderKpis($('kpis'), SHOWN_KPIS, figures);
      renderGauge(figures);
      const failed = Object.values(figures).find((value) => value instanceof Error);
      showNotice(failed ? `${say('部分数据加载失败：', 'Some figures failed: ')}${failed.message}` : undefined);
      $('updated').textContent = `${say('更新于', 'Updated')} ${formatTime(new Date())}`;
      $('scene').dataset.stations = String(columns.length);
      $('scene').dataset.kwh = String(summary(figures.stationEnergy, 'sum:kwh'));
    },
    REFRESH_SECONDS,
    sessionLost,
  );
}

try {
  main();
} catch (error) {
  if (error instanceof SessionError) sessionLost();
  else showNotice(String(error?.message ?? error));
}
