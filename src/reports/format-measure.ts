import { measureDigits, roundTo } from '../meta/format/measure-digits';
import type { EntityFile, ReportMeasure } from '../meta/model';

/**
 * A report cell's figure as the table shows it, rounded to the measure's decimals
 * (measureDigits), the same the export writes: money in yuan, a ratio as a percentage.
 */
export function formatMeasure(measure: ReportMeasure, stored: number, entity?: EntityFile): string {
  const value = measure.divideBy ? stored / measure.divideBy : stored;
  const digits = measureDigits(measure, entity);
  if (measure.format === 'money') return (value / 100).toLocaleString(undefined, { maximumFractionDigits: digits });
  if (measure.format === 'percent') return `${(roundTo(value, digits) * 100).toFixed(digits - 2)}%`;
  return roundTo(value, digits).toLocaleString(undefined, { maximumFractionDigits: digits });
}
