import type { Locale, LocalizedText } from '../meta/model/common';
import { DEFAULT_LOCALE, t as inLanguage } from '../meta/model/plain';
import { MESSAGES, type MessageKey } from './messages';

// The model's LOCALES would pull TypeBox into the login page; this line mirrors it and the type
// keeps them in step. plain.ts holds no TypeBox schema, so the login page may import it.
const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];

// The locale lives outside React so that the HTTP clients' notifications speak it too.
const STORAGE_KEY = 'app__locale';
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

/** Values for a text's {name} placeholders. */
export type TextParams = Record<string, string | number>;

/**
 * The one text lookup of the web app: a text in the given (default: current) language, with its
 * {name} placeholders filled from params; a placeholder without a value stays as written. Plain
 * strings (a server's message, a user's data) pass through with their placeholders filled too.
 */
export function tr(text: LocalizedText | string | undefined, params?: TextParams, locale: Locale = current): string {
  if (text === undefined) return '';
  const picked = typeof text === 'string' ? text : (inLanguage(text, locale) ?? '');
  return params ? picked.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole)) : picked;
}

/** A shell text of the catalogue (messages.ts), read through `tr`. */
export const t = (key: MessageKey, params?: TextParams, locale: Locale = current): string =>
  tr(MESSAGES[key], params, locale);
