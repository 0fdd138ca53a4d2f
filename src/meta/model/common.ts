import { Type, type Static } from '@sinclair/typebox';

/** The interface languages. zh-CN is the default, en-US is on a switch. */
export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export { DEFAULT_LOCALE, t } from './plain';

export const LocalizedText = Type.Object(
  {
    'zh-CN': Type.String({ minLength: 1, description: 'Chinese text (the default language).' }),
    'en-US': Type.String({ minLength: 1, description: 'English text, shown when the user switches language.' }),
  },
  { additionalProperties: false, description: 'A text in both interface languages.' },
);
export type LocalizedText = Static<typeof LocalizedText>;

/** The thirteen service prefixes of the API (SPEC section 7). */
export const SERVICES = [
  'config',
  'system',
  'member',
  'bill',
  'operation',
  'interflow',
  'api',
  'taglib',
  'statistics',
  'report',
  'dataanalysis',
  'datacapture',
  'cdolddb',
] as const;
export type Service = (typeof SERVICES)[number];

/** The standard action names of SPEC section 6; a permission button is `pageId:action`. */
export const STANDARD_ACTIONS = [
  'add',
  'delete',
  'edit',
  'query',
  'get',
  'enable',
  'disable',
  'import',
  'export',
] as const;
export type StandardAction = (typeof STANDARD_ACTIONS)[number];

/** Identifier pattern shared by entity, field, dictionary and page names. */
export const IDENTIFIER = '^[A-Za-z][A-Za-z0-9_]*$';

export const Identifier = (description: string) => Type.String({ pattern: IDENTIFIER, description });
