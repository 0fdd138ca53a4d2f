import type { Locale } from '../meta/model/common';
import { translate } from './i18n-store';

/** SPEC section 9: before 9, up to 11, up to 13, before 20, otherwise evening. */
export function greeting(hour: number, locale?: Locale): string {
  if (hour < 9) return translate('greeting.early', undefined, locale);
  if (hour <= 11) return translate('greeting.morning', undefined, locale);
  if (hour <= 13) return translate('greeting.noon', undefined, locale);
  if (hour < 20) return translate('greeting.afternoon', undefined, locale);
  return translate('greeting.evening', undefined, locale);
}
