/**
 * What a chart shows, independent of the drawing library: its kind, its rows and which of
 * their keys go where. The chart wrapper (chart-view.tsx) turns it into a G2 specification
 * in a chunk of its own, so that no page loads chart code before it draws a chart.
 */
export type ChartKind =
  | 'bar'
  | 'column'
  | 'line'
  | 'area'
  | 'pie'
  | 'stackedColumn'
  | 'groupedColumn'
  /** Cells of x by series, coloured by y (hour of day by weekday). */
  | 'heatmap'
  /** Words x sized by y. */
  | 'wordCloud';

export type ChartDatum = Record<string, unknown>;

export interface ChartSpec {
  kind: ChartKind;
  data: ChartDatum[];
  /** Category or time key (the slice's name for a pie). */
  x: string;
  /** Numeric key. */
  y: string;
  /** Series key (stacked, grouped or several lines). */
  series?: string;
  /** Axis and tooltip titles. */
  xTitle?: string;
  yTitle?: string;
  /** Formats a value in the tooltip and on the axis (e.g. fen as yuan). */
  format?: (value: number) => string;
}

export type ChartTheme = 'light' | 'dark';

/** The drawing, once loaded: redraws with new data, refits to its box, and goes away. */
export interface ChartHandle {
  update(spec: ChartSpec): void;
  fit(): void;
  destroy(): void;
}

export interface ChartDrawOptions {
  theme: ChartTheme;
  height: number;
  /** A bar, slice or point was clicked: its row. */
  onSelect?: (datum: ChartDatum) => void;
}
