import type { Queryable } from '../db/database';

/** A permission row as the web app reads it (SPEC section 3, "Menu item"). */
export interface PermissionDto {
  id: string;
  pid: string | null;
  url: string | null;
  title: string;
  titleI18n: { 'zh-CN': string; 'en-US': string };
  icon: string | null;
  sort: number;
  name: string | null;
  componentType: 'CATALOG' | 'MENU' | 'BUTTON';
  isShow: number;
  type: number;
}

interface PermissionRow {
  id: string;
  pid: string | null;
  url: string | null;
  title: string;
  title_en: string | null;
  icon: string | null;
  sort: number;
  name: string | null;
  component_type: PermissionDto['componentType'];
  is_show: number;
  type: number;
}

const toDto = (row: PermissionRow): PermissionDto => ({
  id: row.id,
  pid: row.pid,
  url: row.url,
  title: row.title,
  titleI18n: { 'zh-CN': row.title, 'en-US': row.title_en ?? row.title },
  icon: row.icon,
  sort: row.sort,
  name: row.name,
  componentType: row.component_type,
  isShow: row.is_show,
  type: row.type,
});

/** Every permission row in menu order; the table holds hundreds of rows, not millions. */
export async function allPermissions(db: Queryable): Promise<PermissionDto[]> {
  const { rows } = await db.query<PermissionRow>(`select * from permissions order by sort, id`);
  return rows.map(toDto);
}

/**
 * The rows a user sees: the MENU and BUTTON rows he holds, and every CATALOG or MENU above
 * them, so that a catalog appears exactly when something inside it is reachable.
 */
export function reachableRows(all: PermissionDto[], held: ReadonlySet<string>): PermissionDto[] {
  const byId = new Map(all.map((row) => [row.id, row]));
  const keep = new Set<string>();
  for (const row of all) {
    if (row.componentType === 'CATALOG' || !held.has(row.id)) continue;
    for (let at: PermissionDto | undefined = row; at && !keep.has(at.id); at = at.pid ? byId.get(at.pid) : undefined) {
      keep.add(at.id);
    }
  }
  return all.filter((row) => keep.has(row.id));
}
