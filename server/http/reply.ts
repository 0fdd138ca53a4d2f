import type { ApiResponse } from '../../src/meta/api-codes';
import type { Locale } from '../../src/meta/model';
import { renderEntry, type CatalogueEntry } from '../messages';

export const ok = <T>(data: T, msg = 'success'): ApiResponse<T> => ({ code: 0, msg, data, success: true });

/** A catalogue failure's body, its text in the caller's language. */
export const fail = (
  entry: CatalogueEntry,
  locale: Locale,
  detail?: string,
  data: unknown = null,
  args: readonly unknown[] = [],
): ApiResponse => ({
  code: entry.code,
  msg: renderEntry(entry, locale, args, detail),
  data,
  success: false,
});
