/**
 * The KPIs a big screen may show, by the value of the "kpi" dictionary that the big-screen home
 * configuration picks from: a label, a unit and how its value comes out of the figures.
 */
import { CO2_KG_PER_KWH } from './screen-figures.js';
import { formatNumber, formatYuan, say, summary } from './screen-api.js';

const rate = (part, whole) => (whole > 0 ? formatNumber((part / whole) * 100, 1) : '—');
const gunCount = (answer, status) =>
  answer instanceof Error || !answer
    ? 0
    : answer.rows
        .filter((row) => status === undefined || Number(row.status) === status)
        .reduce((n, row) => n + Number(row.count), 0);

export const KPIS = {
  chargeKwh: {
    zh: '今日充电量',
    en: 'Energy today',
    unit: 'kWh',
    value: (f) => formatNumber(summary(f.today, 'sum:kwh'), 1),
  },
  chargeCount: {
    zh: '今日充电次数',
    en: 'Sessions today',
    unit: '',
    value: (f) => formatNumber(summary(f.today, 'count')),
  },
  revenue: {
    zh: '今日营收',
    en: 'Revenue today',
    unit: say('元', 'CNY'),
    value: (f) => formatYuan(summary(f.today, 'sum:totalAmount')),
  },
  memberCount: { zh: '会员数', en: 'Members', unit: '', value: (f) => formatNumber(summary(f.members, 'count')) },
  pileOnlineRate: {
    zh: '桩在线率',
    en: 'Piles online',
    unit: '%',
    value: (f) => rate(summary(f.piles, 'count|onlineStatus=1'), summary(f.piles, 'count')),
  },
  gunUsageRate: {
    zh: '枪利用率',
    en: 'Guns in use',
    unit: '%',
    value: (f) => rate(gunCount(f.guns, 3), gunCount(f.guns)),
  },
  carbonReduction: {
    zh: '累计碳减排',
    en: 'Carbon saved',
    unit: 't',
    value: (f) => formatNumber((summary(f.total, 'sum:kwh') * CO2_KG_PER_KWH) / 1000, 2),
  },
  alarmCount: {
    zh: '待处理告警',
    en: 'Open alarms',
    unit: '',
    value: (f) => formatNumber(summary(f.alarms, 'count|status=1')),
  },
};

export { gunCount };

/** The KPI boxes named by `keys` (unknown ones left out), with today's figures, into `container`. */
export function renderKpis(container, keys, figures) {
  container.replaceChildren(
    ...keys
      .filter((key) => KPIS[key])
      .map((key) => {
        const kpi = KPIS[key];
        const box = document.createElement('div');
        box.className = 'kpi';
        box.dataset.testid = `big-screen-kpi-${key}`;
        const label = document.createElement('div');
        label.className = 'label';
        label.textContent = say(kpi.zh, kpi.en);
        const value = document.createElement('div');
        value.className = 'value';
        value.textContent = kpi.value(figures);
        const unit = document.createElement('span');
        unit.className = 'unit';
        unit.textContent = kpi.unit;
        value.append(unit);
        box.append(label, value);
        return box;
      }),
  );
}
