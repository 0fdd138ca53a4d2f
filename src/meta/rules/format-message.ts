import { DEFAULT_LOCALE, type Locale, type LocalizedText } from '../model/common';

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
