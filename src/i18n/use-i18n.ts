import { useCallback, useSyncExternalStore } from 'react';
import type { Locale, LocalizedText } from '../meta/model/common';
import { getLocale, localize, setLocale, subscribeLocale, translate, type MessageParams } from './i18n-store';
import type { MessageKey } from './messages-zh';

export interface I18n {
  locale: Locale;
  setLocale(locale: Locale): void;
  /** A schema, dictionary or permission text in the current language. */
  tr(text: LocalizedText | string | undefined): string;
  /** A shell message in the current language. */
  t(key: MessageKey, params?: MessageParams): string;
}

export function useI18n(): I18n {
  const locale = useSyncExternalStore(subscribeLocale, getLocale, getLocale);
  const tr = useCallback((text: LocalizedText | string | undefined) => localize(text, locale), [locale]);
  const t = useCallback((key: MessageKey, params?: MessageParams) => translate(key, params, locale), [locale]);
  return { locale, setLocale, tr, t };
}
