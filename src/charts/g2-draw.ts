import { Chart } from '@antv/g2';
import type { ChartDrawOptions, ChartHandle, ChartSpec } from './chart-spec';
import { clickedDatum } from './clicked-datum';

/** The G2 specification of a chart (G2 5 options, without its container). */
export function g2Options(spec: ChartSpec): Record<string, unknown> {
  const format = spec.format;
  const tooltipItem = { field: spec.y, name: spec.yTitle ?? spec.y, valueFormatter: format };
  const axis = {
    x: { title: spec.xTitle ?? false },
    y: { title: spec.yTitle ?? false, labelFormatter: format },
  };
  const base = { data: spec.data, axis, interaction: { elementHighlight: { background: true } } };
  switch (spec.kind) {
    case 'heatmap':
      return {
        ...base,
        type: 'cell',
        encode: { x: spec.x, y: spec.series, color: spec.y },
        scale: { color: { palette: 'blues' } },
        // A day of quarter hours is 96 columns: the axis keeps the labels that fit, not all.
        axis: { x: { title: spec.xTitle ?? false, labelAutoHide: true }, y: { title: false } },
        legend: { color: { title: spec.yTitle ?? false } },
        style: { inset: 1 },
        tooltip: { items: [tooltipItem] },
      };
    case 'wordCloud':
      return {
        ...base,
        // The word cloud's layout reads each word from `text` and its size from `value`.
        data: spec.data.map((datum) => ({ ...datum, text: datum[spec.x], value: datum[spec.y] })),
        type: 'wordCloud',
        layout: { spiral: 'rectangular', fontSize: [14, 44], padding: 2 },
        encode: { text: 'text', value: 'value', color: 'text' },
        legend: false,
        axis: false,
        tooltip: { title: spec.x, items: [tooltipItem] },
      };
    case 'pie':
      return {
        ...base,
        type: 'interval',
        coordinate: { type: 'theta', outerRadius: 0.85, innerRadius: 0.5 },
        transform: [{ type: 'stackY' }],
        encode: { y: spec.y, color: spec.x },
        legend: { color: { position: 'right' } },
        axis: false,
        // Spider labels line up on both sides, moved apart where small slices sit together; one
        // that still overlaps is left to the legend and the tooltip.
        labels: [{ text: spec.x, position: 'spider', connector: true, transform: [{ type: 'overlapHide' }] }],
        tooltip: { title: spec.x, items: [tooltipItem] },
      };
    case 'line':
    case 'area':
      return {
        ...base,
        type: 'view',
        children: [
          {
            type: spec.kind,
            encode: { x: spec.x, y: spec.y, color: spec.series },
            style: spec.kind === 'area' ? { fillOpacity: 0.35 } : { lineWidth: 2 },
            tooltip: { items: [tooltipItem] },
          },
          {
            type: 'point',
            encode: { x: spec.x, y: spec.y, color: spec.series, shape: 'circle', size: 3 },
            tooltip: false,
          },
        ],
      };
    default: {
      const transform =
        spec.kind === 'stackedColumn'
          ? [{ type: 'stackY' }]
          : spec.kind === 'groupedColumn'
            ? [{ type: 'dodgeX' }]
            : [];
      return {
        ...base,
        type: 'interval',
        encode: { x: spec.x, y: spec.y, color: spec.series },
        transform,
        coordinate: spec.kind === 'bar' ? { transform: [{ type: 'transpose' }] } : undefined,
        style: { maxWidth: 40, radiusTopLeft: 2, radiusTopRight: 2 },
        tooltip: { items: [tooltipItem] },
      };
    }
  }
}

/** Draws a chart into `container` with G2 and keeps it fitted to the container's box. */
export function drawChart(container: HTMLElement, spec: ChartSpec, options: ChartDrawOptions): ChartHandle {
  const chart = new Chart({
    container,
    autoFit: true,
    height: options.height,
    theme: options.theme === 'dark' ? 'classicDark' : 'classic',
  });
  const render = (next: ChartSpec) => {
    chart.options({
      ...g2Options(next),
      theme: options.theme === 'dark' ? { type: 'classicDark', view: { viewFill: 'transparent' } } : 'classic',
    });
    void chart.render();
  };
  chart.on('element:click', (event: { data?: { data?: unknown } }) => {
    const datum = clickedDatum(event);
    if (datum && options.onSelect) options.onSelect(datum);
  });
  render(spec);
  return {
    update: render,
    fit: () => {
      void chart.forceFit();
    },
    destroy: () => chart.destroy(),
  };
}
