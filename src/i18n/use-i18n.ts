import { useCallback, useSyncExternalStore } from 'react';
import type { Locale, LocalizedText } from '../meta/model/common';
import { getLocale, setLocale, subscribeLocale, t as catalogueText, tr as text, type TextParams } from './i18n-store';
import type { MessageKey } from './messages';

export interface I18n {
  locale: Locale;
  setLocale(locale: Locale): void;
  /** Any text (a schema's, a dictionary's, a screen's TEXTS entry) in the current language. */
  tr(text: LocalizedText | string | undefined, params?: TextParams): string;
  /** The short form for a shell text of the catalogue: `tr(MESSAGES[key], params)`. */
  t(key: MessageKey, params?: TextParams): string;
}

export function useI18n(): I18n {
  const locale = useSyncExternalStore(subscribeLocale, getLocale, getLocale);
  const tr = useCallback(
    (value: LocalizedText | string | undefined, params?: TextParams) => text(value, params, locale),
    [locale],
  );
  const t = useCallback((key: MessageKey, params?: TextParams) => catalogueText(key, params, locale), [locale]);
  return { locale, setLocale, tr, t };
}
