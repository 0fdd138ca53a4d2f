import type { EntityFile } from '../model';

/** A measured column: its key (`sum:energy`), how it is shown, and a divisor of its unit. */
export interface MeasureShape {
  key: string;
  format?: 'integer' | 'number' | 'money' | 'percent';
  divideBy?: number;
}

/**
 * The decimals a report shows of a measure, on screen and in its export alike: none for a
 * count or an integer, 2 of yuan for money, 4 of a ratio (0.00%), the measured field's declared
 * precision when it has one (an average two at least), and 2 otherwise (energy, durations, averages).
 */
export function measureDigits(measure: MeasureShape, entity?: EntityFile): number {
  if (measure.format === 'integer') return 0;
  if (measure.format === 'money') return 2;
  if (measure.format === 'percent') return 4;
  const [operation, path] = measure.key.split('|')[0].split(':');
  if (operation === 'count' || operation === 'countDistinct') return 0;
  const field = path && !path.includes('.') && !path.includes('-') ? entity?.fields[path] : undefined;
  // An average of whole numbers (SOC %) has decimals of its own: two at least.
  if (operation === 'avg') return Math.max(2, measure.divideBy ? 0 : (field?.precision ?? 0));
  if (!measure.divideBy && field?.precision !== undefined) return field.precision;
  if (!measure.divideBy && field?.type === 'integer') return 0;
  return 2;
}

/** A figure rounded to so many decimals (half away from zero, as people round). */
export function roundTo(value: number, digits: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** digits;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor + Number.EPSILON)) / factor;
}
