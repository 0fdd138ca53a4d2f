import { API_CODES } from '../../src/meta/api-codes';
import type { FieldError } from '../../src/meta/api-codes';
import type { Locale } from '../../src/meta/model';
import { renderEntry, type CatalogueEntry } from '../messages';

/**
 * A business failure of a generic route: answered as HTTP 200 with a non-zero body code and a
 * message a person can act on (ARCHITECTURE "API shape"). Thrown inside a transaction, it also
 * rolls the transaction back, so that nothing is half written.
 */
export class CrudError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const validationError = (message: string, errors: FieldError[]) =>
  new CrudError(API_CODES.VALIDATION_FAILED, message, { errors });

/**
 * A business refusal from the catalogue (server/messages): the entry's code and its text in the
 * caller's language, filled with `args`. A hook throws it inside its transaction like any CrudError.
 */
export const refusal = (locale: Locale, entry: CatalogueEntry, args: readonly unknown[] = [], data: unknown = null) =>
  new CrudError(entry.code, renderEntry(entry, locale, args), data);

/** A refusal that names the field at fault, with the same catalogue text beside it. */
export function fieldRefusal(locale: Locale, entry: CatalogueEntry, field: string, args: readonly unknown[] = []) {
  const text = renderEntry(entry, locale, args);
  return new CrudError(entry.code, text, { errors: [{ field, message: text }] });
}

export const ok = <T>(data: T, msg = 'success') => ({ code: API_CODES.OK, msg, data, success: true });

export const failure = (error: CrudError) => ({
  code: error.code,
  msg: error.message,
  data: error.data,
  success: false,
});
