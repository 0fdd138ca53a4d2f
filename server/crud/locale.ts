import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/meta/model';

/**
 * The language of messages and of exported labels: a `locale` in the body or query wins, then
 * the Accept-Language header, then zh-CN (the product's default).
 */
export function requestLocale(request: FastifyRequest): Locale {
  const explicit = [request.body, request.query]
    .map((source) => (source && typeof source === 'object' ? (source as { locale?: unknown }).locale : undefined))
    .find((value) => typeof value === 'string');
  if (LOCALES.includes(explicit as Locale)) return explicit as Locale;
  const header = request.headers['accept-language'] ?? '';
  return /^en\b/i.test(header) ? 'en-US' : DEFAULT_LOCALE;
}
