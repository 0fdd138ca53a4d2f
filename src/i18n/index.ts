export { useI18n, type I18n } from './use-i18n';
export { getLocale, setLocale, t, tr, subscribeLocale, type TextParams } from './i18n-store';
export { MESSAGES, type MessageKey } from './messages';
export { LocaleProvider } from './locale-provider';
export { greeting } from './greeting';
