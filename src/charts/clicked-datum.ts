import type { ChartDatum } from './chart-spec';

/**
 * The row a chart click stands for, or nothing. A bar, slice or point is one row; a line or
 * an area is a whole series, whose element G2 hands over as an array of rows, standing for no
 * single group: its points take the click instead.
 */
export function clickedDatum(event: { data?: { data?: unknown } } | undefined): ChartDatum | undefined {
  const datum = event?.data?.data;
  if (!datum || typeof datum !== 'object' || Array.isArray(datum)) return undefined;
  return datum as ChartDatum;
}
