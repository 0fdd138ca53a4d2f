import type { EntityFile } from '../meta/model';

/** The detail route of a row: `${menu.url}/detail/:id` (guarded by the list's permission). */
export const detailPath = (entity: EntityFile, id: unknown) =>
  `${entity.menu.url}/detail/${encodeURIComponent(String(id))}`;

/** The id in a detail route of this entity, or undefined when the path is not one. */
export function detailIdOf(entity: EntityFile, pathname: string): string | undefined {
  const prefix = `${entity.menu.url}/detail/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const rest = pathname.slice(prefix.length).replace(/\/$/, '');
  return rest && !rest.includes('/') ? decodeURIComponent(rest) : undefined;
}
