import type { MetaBundle } from '../../src/meta/bundle';
import { t, type EntityFile, type Locale } from '../../src/meta/model';
import { refusal } from '../crud/crud-error';
import { attachManyReferences } from '../crud/many-references';
import type { Row } from '../crud/reference-labels';
import type { Queryable } from '../db/database';
import { ERRORS } from '../messages';

/** Statuses of the promotion lifecycle (dictionary promotionStatus). */
export const NOT_STARTED = 'not_started';
export const PROCESSING = 'processing';
export const ENDED = ['over', 'invalid'];

/** The same value, whatever way the database and the payload spell it (dates, numbers, lists). */
function same(a: unknown, b: unknown): boolean {
  const norm = (v: unknown): string => {
    if (v === undefined || v === null || v === '') return '';
    if (v instanceof Date) return String(v.getTime());
    if (Array.isArray(v)) return JSON.stringify(v.map((x) => (typeof x === 'object' ? x : String(x))));
    if (typeof v === 'object') return JSON.stringify(v);
    const time = typeof v === 'string' && /^\d{4}-\d{2}-\d{2}[T ]/.test(v) ? Date.parse(v) : NaN;
    if (!Number.isNaN(time)) return String(time);
    return String(v);
  };
  return norm(a) === norm(b);
}

export interface PromiseCheck {
  tx: Queryable;
  bundle: MetaBundle;
  entity: EntityFile;
  sellerId: number;
  locale: Locale;
  before: Row;
  values: Record<string, unknown>;
  /** Fields that state what drivers were promised: frozen while the row is in progress. */
  promised: readonly string[];
  /** The row's kind in messages, e.g. 活动 / activity. */
  noun: [string, string];
}

/**
 * What was promised to drivers stays as it was: a row in progress refuses changes to its
 * promised fields (an end time may only move later), and an ended or invalidated row refuses
 * every change. Throws a CrudError naming the fields; nothing is written.
 */
export async function refuseBrokenPromises(check: PromiseCheck): Promise<void> {
  const { entity, before, values, locale, noun } = check;
  const status = entity.statusField ? String(before[entity.statusField]) : '';
  const label = String(before[entity.labelField] ?? before.id);
  const what = { 'zh-CN': noun[0], 'en-US': noun[1] };
  if (ENDED.includes(status)) throw refusal(locale, ERRORS.promiseEnded, [what, label]);
  if (status !== PROCESSING) return;
  const sent = check.promised.filter((name) => name in values);
  if (sent.length === 0) return;
  const [current] = await attachManyReferences(check.tx, check.bundle, entity, check.sellerId, [{ ...before }]);
  const changed = sent.filter((name) => {
    if (same(current[name], values[name])) return false;
    // Extending an activity in progress promises more, never less.
    if (name === 'endTime' && values[name] && current[name]) {
      return Date.parse(String(values[name])) < new Date(current[name] as string).getTime();
    }
    return true;
  });
  if (changed.length === 0) return;
  const titles = changed.map((name) => t(entity.fields[name].title, locale)).join(locale === 'en-US' ? ', ' : '、');
  throw refusal(locale, ERRORS.promiseInProgress, [what, label, titles]);
}

/** Publishing a row whose end has passed would promise what is already over. */
export function refusePublishingEnded(row: Row, endField: string, label: string, locale: Locale): void {
  const end = row[endField];
  if (end && new Date(end as string).getTime() <= Date.now()) {
    throw refusal(locale, ERRORS.publishingEnded, [label]);
  }
}
