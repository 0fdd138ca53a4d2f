export { useI18n, type I18n } from './use-i18n';
export { getLocale, setLocale, translate, localize, subscribeLocale } from './i18n-store';
export type { MessageKey } from './messages-zh';
export { LocaleProvider } from './locale-provider';
export { greeting } from './greeting';
