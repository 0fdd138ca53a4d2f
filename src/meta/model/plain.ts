import type { Locale, LocalizedText } from './common';

// The model's plain values, apart from its TypeBox schemas: the web app's screens import these
// without bundling TypeBox (the schema builders run at module level, so they cannot be shaken).
// common.ts and entity.ts re-export them, so every existing import keeps working.

export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** A localised text in the given language, the default language's when it has none. */
export const t = (text: LocalizedText, locale: Locale): string => text[locale] ?? text[DEFAULT_LOCALE];

export const DEFAULT_MAX_LENGTH = 50;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_DETAIL_COLUMNS = 4;

/** The value of a row lock's `equals` that stands for the caller: his user id (lockedRows). */
export const CALLER = '$user';
