import type { Locale } from '../../src/meta/model';

/** One failure the server answers: its stable body code, HTTP status and text in both languages. */
export interface CatalogueEntry {
  code: number;
  /** HTTP status; 200 for business failures, which carry a non-zero body code. */
  status: number;
  /** With {0}, {1}, ... placeholders, filled by `formatMessage`. */
  text: Record<Locale, string>;
}

export const entry = (code: number, zh: string, en: string, status = 200): CatalogueEntry => ({
  code,
  status,
  text: { 'zh-CN': zh, 'en-US': en },
});
