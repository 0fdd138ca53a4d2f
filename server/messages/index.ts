import { LOCALES, type Locale } from '../../src/meta/model';
import { formatMessage } from '../../src/meta/rules/format-message';
import { ACCESS_ERRORS } from './access-errors';
import type { CatalogueEntry } from './entry';
import { MARKETING_ERRORS } from './marketing-errors';
import { MONEY_ERRORS } from './money-errors';
import { NETWORK_ERRORS } from './network-errors';
import { OPERATIONS_ERRORS } from './operations-errors';
import { RECORD_ERRORS } from './record-errors';
import { STRUCTURE_ERRORS } from './structure-errors';
import { TEXTS } from './texts';

/**
 * The server's one message catalogue: every failure it answers, with its stable code, HTTP
 * status and text in both interface languages, and the few other texts it composes. Throw
 * `new ApiError(ERRORS.X, detail?, data?, args?)`; `message(locale, key, ...args)` gives a text.
 */
export const ERRORS = {
  ...ACCESS_ERRORS,
  ...RECORD_ERRORS,
  ...STRUCTURE_ERRORS,
  ...NETWORK_ERRORS,
  ...MONEY_ERRORS,
  ...MARKETING_ERRORS,
  ...OPERATIONS_ERRORS,
} as const satisfies Record<string, CatalogueEntry>;
export { TEXTS, listJoin } from './texts';
export { ApiError } from './api-error';
export type { CatalogueEntry } from './entry';

export type ErrorName = keyof typeof ERRORS;
export type MessageKey = ErrorName | keyof typeof TEXTS;

const textOf = (key: MessageKey) => (key in ERRORS ? ERRORS[key as ErrorName].text : TEXTS[key as keyof typeof TEXTS]);

export function message(locale: Locale, key: MessageKey, ...args: unknown[]): string {
  return formatMessage(textOf(key), locale, args);
}

/** A text written into a row, which users of either language read later: both languages, Chinese first. */
export const storedText = (key: MessageKey, ...args: unknown[]): string =>
  LOCALES.map((locale) => message(locale, key, ...args)).join(' / ');

/** An entry's text in the locale, filled with its arguments, then the detail that names the case. */
export function renderEntry(entry: CatalogueEntry, locale: Locale, args: readonly unknown[] = [], detail?: string) {
  const text = formatMessage(entry.text, locale, args);
  return detail ? `${text}: ${detail}` : text;
}
