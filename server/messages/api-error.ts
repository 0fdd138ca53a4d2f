import type { CatalogueEntry } from './entry';

/**
 * A failure from the catalogue, thrown anywhere in a route: the error handler answers it with
 * the entry's status and code and its text in the request's language, filled with `args`.
 */
export class ApiError extends Error {
  constructor(
    readonly entry: CatalogueEntry,
    /** Names the situation after the catalogue text (a missing action key, a rate limit). */
    readonly detail?: string,
    readonly data: unknown = null,
    readonly args: readonly unknown[] = [],
  ) {
    super(detail ?? entry.text['en-US']);
    this.name = 'ApiError';
  }
}
