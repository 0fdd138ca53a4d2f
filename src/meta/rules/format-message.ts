// From plain.ts, not common.ts: this runs in lists' cells and messages, which must not bundle TypeBox.
import type { Locale, LocalizedText } from '../model/common';
import { DEFAULT_LOCALE } from '../model/plain';

const isLocalized = (value: unknown): value is LocalizedText =>
  typeof value === 'object' && value !== null && typeof (value as LocalizedText)[DEFAULT_LOCALE] === 'string';

const paramText = (value: unknown, locale: Locale) =>
  isLocalized(value) ? (value[locale] ?? value[DEFAULT_LOCALE]) : String(value);

/** The text in the locale, with {0}, {1}, ... replaced by the parameters. */
export function formatMessage(text: LocalizedText, locale: Locale, params: readonly unknown[] = []): string {
  const template = text[locale] ?? text[DEFAULT_LOCALE];
  return template.replace(/\{(\d+)\}/g, (whole, index: string) =>
    Number(index) < params.length ? paramText(params[Number(index)], locale) : whole,
  );
}
