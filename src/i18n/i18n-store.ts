import type { Locale, LocalizedText } from '../meta/model/common';
import { enUS } from './messages-en';
import { zhCN, type MessageKey } from './messages-zh';

// The model's LOCALES would pull TypeBox into the login page; these two lines mirror it and the
// types keep them in step.
const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
const DEFAULT_LOCALE: Locale = 'zh-CN';

// The locale lives outside React so that the HTTP clients' notifications speak it too.
const STORAGE_KEY = 'app__locale';
const tables: Record<Locale, Record<MessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };
const listeners = new Set<() => void>();

function readStored(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return (LOCALES as readonly string[]).includes(stored ?? '') ? (stored as Locale) : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

let current: Locale = readStored();

export const getLocale = (): Locale => current;

export function setLocale(locale: Locale): void {
  if (locale === current) return;
  current = locale;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts until reload.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type MessageParams = Record<string, string | number>;

/** A shell text in the given (default: current) locale, with {name} placeholders filled. */
export function translate(key: MessageKey, params?: MessageParams, locale: Locale = current): string {
  const text = tables[locale][key] ?? zhCN[key] ?? key;
  return params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole)) : text;
}

/** A schema or permission text in the current locale, falling back to Chinese. */
export function localize(text: LocalizedText | string | undefined, locale: Locale = current): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return text[locale] || text[DEFAULT_LOCALE] || '';
}
