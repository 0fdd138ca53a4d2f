import { DEFAULT_LOCALE, type Locale, type LocalizedText } from '../model/common';

/** The text in the locale, with {0}, {1}, ... replaced by the parameters. */
export function formatMessage(text: LocalizedText, locale: Locale, params: readonly unknown[] = []): string {
  const template = text[locale] ?? text[DEFAULT_LOCALE];
  return template.replace(/\{(\d+)\}/g, (whole, index: string) =>
    Number(index) < params.length ? String(params[Number(index)]) : whole,
  );
}
