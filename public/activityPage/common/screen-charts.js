/**
 * The big screens' charts, drawn as SVG without a chart library (the screens are static pages):
 * a donut, columns over time and a horizontal ranking. Each redraws its <svg> from scratch.
 */
import { svg } from './screen-api.js';

const PALETTE = ['#36cfc9', '#40a9ff', '#9254de', '#ffc53d', '#ff7a45', '#73d13d', '#f759ab', '#597ef7'];
const AXIS = 'rgba(255,255,255,0.35)';
const LABEL = 'rgba(255,255,255,0.75)';

function reset(element, width, height) {
  element.replaceChildren();
  element.setAttribute('viewBox', `0 0 ${width} ${height}`);
  element.setAttribute('preserveAspectRatio', 'xMidYMid meet');
}

function empty(element, width, height, text) {
  element.append(
    svg('text', { x: width / 2, y: height / 2, fill: LABEL, 'text-anchor': 'middle', 'font-size': 14 }, text),
  );
}

/** Slices `{ label, value, color? }` around a hole, with a legend on the right. */
export function drawDonut(element, items, emptyText) {
  const [width, height] = [360, 220];
  reset(element, width, height);
  const total = items.reduce((sum, item) => sum + item.value, 0);
  if (total <= 0) return empty(element, width, height, emptyText);
  const [cx, cy, r] = [100, 110, 80];
  let angle = -Math.PI / 2;
  items.forEach((item, i) => {
    const share = item.value / total;
    const end = angle + share * Math.PI * 2;
    const color = item.color ?? PALETTE[i % PALETTE.length];
    const large = share > 0.5 ? 1 : 0;
    const point = (a, radius) => `${cx + radius * Math.cos(a)} ${cy + radius * Math.sin(a)}`;
    const path =
      share >= 0.9999
        ? `M ${cx - r} ${cy} a ${r} ${r} 0 1 0 ${2 * r} 0 a ${r} ${r} 0 1 0 ${-2 * r} 0`
        : `M ${point(angle, r)} A ${r} ${r} 0 ${large} 1 ${point(end, r)} L ${cx} ${cy} Z`;
    element.append(svg('path', { d: path, fill: color, stroke: '#0b1a33', 'stroke-width': 1 }));
    const y = 30 + i * 24;
    element.append(svg('rect', { x: 205, y: y - 10, width: 12, height: 12, rx: 2, fill: color }));
    element.append(
      svg(
        'text',
        { x: 224, y, fill: LABEL, 'font-size': 13 },
        `${item.label} ${item.value} (${Math.round(share * 100)}%)`,
      ),
    );
    angle = end;
  });
  element.append(svg('circle', { cx, cy, r: r * 0.58, fill: '#0b1a33' }));
  element.append(
    svg('text', { x: cx, y: cy + 8, fill: '#fff', 'text-anchor': 'middle', 'font-size': 22 }, String(total)),
  );
}

/** Columns `{ label, value }` along a time axis, the largest value scaled to the top. */
export function drawColumns(element, items, format, emptyText) {
  const [width, height, left, bottom] = [560, 220, 56, 28];
  reset(element, width, height);
  if (items.length === 0) return empty(element, width, height, emptyText);
  const max = Math.max(...items.map((item) => item.value), 1);
  const step = (width - left - 10) / items.length;
  element.append(svg('line', { x1: left, y1: height - bottom, x2: width - 5, y2: height - bottom, stroke: AXIS }));
  [0, 0.5, 1].forEach((f) => {
    const y = height - bottom - f * (height - bottom - 16);
    element.append(
      svg('text', { x: left - 6, y: y + 4, fill: LABEL, 'font-size': 11, 'text-anchor': 'end' }, format(max * f)),
    );
  });
  items.forEach((item, i) => {
    const h = (item.value / max) * (height - bottom - 16);
    const x = left + i * step + step * 0.2;
    element.append(
      svg('rect', {
        x,
        y: height - bottom - h,
        width: step * 0.6,
        height: h,
        rx: 2,
        fill: PALETTE[1],
        'data-value': item.value,
      }),
    );
    element.append(
      svg(
        'text',
        { x: x + step * 0.3, y: height - 10, fill: LABEL, 'font-size': 11, 'text-anchor': 'middle' },
        item.label,
      ),
    );
  });
}

/** A ranking: one bar `{ label, value }` per line, largest first. */
export function drawBars(element, items, format, emptyText) {
  const rowHeight = 26;
  const [width, height, left] = [420, Math.max(120, items.length * rowHeight + 10), 130];
  reset(element, width, height);
  if (items.length === 0) return empty(element, width, height, emptyText);
  const max = Math.max(...items.map((item) => item.value), 1);
  items.forEach((item, i) => {
    const y = 8 + i * rowHeight;
    const w = (item.value / max) * (width - left - 90);
    const name = item.label.length > 9 ? `${item.label.slice(0, 9)}…` : item.label;
    element.append(svg('text', { x: left - 8, y: y + 14, fill: LABEL, 'font-size': 13, 'text-anchor': 'end' }, name));
    element.append(
      svg('rect', { x: left, y, width: Math.max(w, 2), height: 16, rx: 3, fill: PALETTE[i % PALETTE.length] }),
    );
    element.append(svg('text', { x: left + w + 6, y: y + 13, fill: '#fff', 'font-size': 12 }, format(item.value)));
  });
}
