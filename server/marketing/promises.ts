import type { MetaBundle } from '../../src/meta/bundle';
import { t, type EntityFile, type Locale } from '../../src/meta/model';
import { API_CODES } from '../../src/meta/api-codes';
import { CrudError } from '../crud/crud-error';
import { attachManyReferences } from '../crud/many-references';
import type { Row } from '../crud/reference-labels';
import type { Queryable } from '../db/database';
import { say } from './say';

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
  if (ENDED.includes(status)) {
    throw new CrudError(
      API_CODES.STATUS_NOT_ALLOWED,
      say(
        locale,
        `${noun[0]}“${label}”已结束或已作废，不能修改`,
        `The ${noun[1]} "${label}" is over or invalid and cannot be changed`,
      ),
    );
  }
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
  throw new CrudError(
    API_CODES.STATUS_NOT_ALLOWED,
    say(
      locale,
      `${noun[0]}“${label}”进行中，不能修改已承诺给车主的内容：${titles}`,
      `The ${noun[1]} "${label}" is in progress: what drivers were promised cannot change (${titles})`,
    ),
  );
}

/** Publishing a row whose end has passed would promise what is already over. */
export function refusePublishingEnded(row: Row, endField: string, label: string, locale: Locale): void {
  const end = row[endField];
  if (end && new Date(end as string).getTime() <= Date.now()) {
    throw new CrudError(
      API_CODES.VALIDATION_FAILED,
      say(locale, `“${label}”已过结束时间，不能发布`, `"${label}" has already ended and cannot be published`),
    );
  }
}
