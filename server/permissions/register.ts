import type { MetaBundle } from '../../src/meta/bundle';
import type { Database } from '../db/database';
import { permissionCatalog } from './permission-catalog';
import { platformOnlyPermissions } from './platform-only';

export interface RegisterResult {
  total: number;
  added: string[];
}

/**
 * Upserts every permission row on start-up (idempotent). A row seen for the first time is
 * granted to each seller that already holds its parent: a new entity screen under a catalog
 * a seller has, and a new button of a page it has, reach that seller at once, and through it
 * the seller's admin role. Rows that exist keep their grants: what a platform administrator
 * took away is not handed back. Rows no longer offered are left in place, with their grants.
 * Platform-only rows (platform-only.ts) reach the platform seller alone.
 */
export async function registerPermissions(db: Database, bundle: MetaBundle): Promise<RegisterResult> {
  const rows = permissionCatalog(bundle);
  const platformOnlyIds = platformOnlyPermissions(bundle);
  return db.transaction(async (tx) => {
    const { rows: existing } = await tx.query<{ id: string }>(`select id from permissions`);
    const known = new Set(existing.map((row) => row.id));
    const added: string[] = [];
    for (const row of rows) {
      await tx.query(
        `insert into permissions (id, pid, url, title, title_en, icon, sort, name, component_type, is_show, type)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         on conflict (id) do update set pid = excluded.pid, url = excluded.url, title = excluded.title,
           title_en = excluded.title_en, icon = excluded.icon, sort = excluded.sort, name = excluded.name,
           component_type = excluded.component_type, is_show = excluded.is_show, type = excluded.type,
           updated_at = now()`,
        [
          row.id,
          row.pid,
          row.url,
          row.title['zh-CN'],
          row.title['en-US'],
          row.icon,
          row.sort,
          row.name,
          row.componentType,
          row.isShow,
          row.type,
        ],
      );
      if (known.has(row.id)) continue;
      added.push(row.id);
      if (row.pid) {
        const platformOnly = platformOnlyIds.has(row.id)
          ? ' and seller_id in (select id from sellers where is_platform)'
          : '';
        await tx.query(
          `insert into seller_permissions (seller_id, permission_id)
           select seller_id, $1 from seller_permissions where permission_id = $2${platformOnly} on conflict do nothing`,
          [row.id, row.pid],
        );
      }
    }
    return { total: rows.length, added };
  });
}
