import type { EntityFile } from '../meta/model';

/** The full-page create route of an entity whose form is a page (`form.page`). */
export const newPath = (entity: EntityFile) => `${entity.menu.url}/new`;

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
