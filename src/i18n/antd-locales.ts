import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { Locale } from '../meta/model/common';
import { getLocale, subscribeLocale } from './i18n-store';

/**
 * antd's texts per app language. Taken from antd's ES modules: `antd/locale/*` re-exports the
 * CommonJS build, whose default import the production bundle gave as `{ default }`, so antd
 * found no texts in it and fell back to English (pickers said "Select date", pagination
 * "10 / page" in the Chinese interface).
 */
export const ANTD_LOCALES: Record<Locale, AntdLocale> = { 'zh-CN': zhCN, 'en-US': enUS };

/** dayjs locale names (month and weekday names in the pickers) per app language. */
export const DAYJS_LOCALES: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

/**
 * dayjs names months and weekdays in the pickers and parses by locale: it follows the language
 * store itself, so it has changed before React renders with the new language, not after.
 */
const followLanguage = () => dayjs.locale(DAYJS_LOCALES[getLocale()]);
followLanguage();
subscribeLocale(followLanguage);
