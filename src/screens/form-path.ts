import type { MetaBundle } from '../meta/bundle';
import type { EntityFile } from '../meta/model';

export type Prefill = Record<string, string | number | boolean>;

/**
 * The full-page create route of an entity whose form is a page (`form.page`); `prefill` puts
 * field values in its query (a related list's "add" names the row it was opened from).
 */
export function newPath(entity: EntityFile, prefill?: Prefill): string {
  const query = new URLSearchParams(Object.entries(prefill ?? {}).map(([field, value]) => [field, String(value)]));
  return `${entity.menu.url}/new${query.size > 0 ? `?${query}` : ''}`;
}

const NUMERIC_TYPES = new Set(['reference', 'integer', 'number', 'money']);

/**
 * The values a create page starts with, read from its query: only the entity's own form
 * fields, numbers as numbers (a dictionary of numbers included); anything else in the
 * address is ignored.
 */
export function prefillOf(entity: EntityFile, search: URLSearchParams, bundle?: MetaBundle): Record<string, unknown> {
  const formFields = new Set([
    ...(entity.form.fields ?? []),
    ...(entity.form.groups ?? []).flatMap((group) => group.fields),
  ]);
  const values: Record<string, unknown> = {};
  for (const [field, raw] of search) {
    const def = entity.fields[field];
    if (!def || !formFields.has(field) || def.readOnly) continue;
    const number = Number(raw);
    // A dictionary of numbers (an activity's type) takes the number; one of codes keeps the text.
    const numeric =
      NUMERIC_TYPES.has(def.type) || (def.dict && bundle?.dictionaries.get(def.dict)?.valueType === 'integer');
    values[field] = numeric && raw.trim() !== '' && Number.isFinite(number) ? number : raw;
  }
  return values;
}

/** The full-page edit route of one row. */
export const editPath = (entity: EntityFile, id: unknown) =>
  `${entity.menu.url}/edit/${encodeURIComponent(String(id))}`;

export type FormRoute = { mode: 'new' } | { mode: 'edit'; id: string };

/** The page form a path opens, or undefined when it is none (or the entity edits in a dialog). */
export function formRouteOf(entity: EntityFile, pathname: string): FormRoute | undefined {
  if (!entity.form.page) return undefined;
  const path = pathname.replace(/\/+$/, '');
  if (path === newPath(entity)) return { mode: 'new' };
  const prefix = `${entity.menu.url}/edit/`;
  if (!path.startsWith(prefix)) return undefined;
  const rest = path.slice(prefix.length);
  return rest && !rest.includes('/') ? { mode: 'edit', id: decodeURIComponent(rest) } : undefined;
}
