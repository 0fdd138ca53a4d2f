import type { AggregateBody, AggregateRow } from '../meta/aggregate';
import { presetRange } from '../meta/filters/date-presets';

/**
 * One figure of a cockpit: an aggregate of one entity through the product's aggregate route
 * (`POST /api/<service>/<resource>/aggregate`), so that it counts exactly the rows the caller's
 * list of that entity would show (session, action key, seller, station binding). The cockpit
 * screens draw these; the server tests compare each with SQL over the raw rows.
 */
export interface CockpitFigure {
  entity: string;
  dimensions?: string[];
  measures: string[];
  filters?: Record<string, unknown>;
  /** Largest groups by the first measure first, at most this many (rankings). */
  top?: number;
}

/** The request body of a figure, as the aggregate route takes it. */
export function figureBody(figure: CockpitFigure): AggregateBody {
  return {
    filters: figure.filters,
    dimensions: figure.dimensions ?? [],
    measures: figure.measures,
    ...(figure.top ? { order: { by: figure.measures[0], desc: true }, limit: figure.top } : {}),
  };
}

/**
 * "All time" still sends a range: an entity whose list declares a default range (bills: this
 * month) would otherwise be cut to it.
 */
export const ALL_TIME: [string, string] = ['2000-01-01', '2099-12-31'];

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The last `n` days up to today, both included, on the local calendar of `now`. */
export function lastDays(n: number, now: Date = new Date()): [string, string] {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (n - 1));
  return [dayOf(from), dayOf(now)];
}

export const todayRange = (now: Date = new Date()) => presetRange('today', now);

/** Member type of fleet members (SPEC: member type 2). */
export const FLEET_MEMBER_TYPE = 2;

/** The rows of an answer whose dimension holds one value (a member type's share of a grouping). */
export const rowsWith = (rows: AggregateRow[], dimension: string, value: unknown) =>
  rows.filter((row) => String(row[dimension]) === String(value));

/** A measure's value in the first row with one dimension value, 0 when no row has it. */
export const valueWith = (rows: AggregateRow[], dimension: string, value: unknown, measure: string) =>
  Number(rowsWith(rows, dimension, value)[0]?.[measure] ?? 0);

/** part / whole as a percentage with one decimal, or null when there is no whole. */
export const percent = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
