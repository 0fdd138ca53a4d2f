import { greetingFor } from '../meta/format/greeting';
import type { Locale } from '../meta/model/common';
import { getLocale } from './i18n-store';

/** SPEC section 9's greeting by hour, in the given (default: current) language. */
export function greeting(hour: number, locale: Locale = getLocale()): string {
  return greetingFor(hour, locale);
}
