import type { Locale } from '../../src/meta/model';

/** One message in the caller's language: the marketing rules speak both. */
export const say = (locale: Locale, zh: string, en: string): string => (locale === 'en-US' ? en : zh);
