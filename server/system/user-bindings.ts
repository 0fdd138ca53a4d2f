import type { Queryable } from '../db/database';
import { numberList } from './paging';
import type { UserBody } from './user-manage-routes';

/** Role, station and team bindings; roles only of the same seller. */
export async function bindUser(
  tx: Queryable,
  sellerId: number,
  userId: number,
  body: Pick<UserBody, 'roleIds' | 'stationIds' | 'teamIds'>,
) {
  if (body.roleIds !== undefined) {
    await tx.query(`delete from user_roles where user_id = $1`, [userId]);
    for (const roleId of numberList(body.roleIds)) {
      await tx.query(
        `insert into user_roles (user_id, role_id) select $1, id from roles where id = $2 and seller_id = $3 on conflict do nothing`,
        [userId, roleId, sellerId],
      );
    }
  }
  for (const [key, table, column] of [
    ['stationIds', 'user_stations', 'station_id'],
    ['teamIds', 'user_teams', 'team_id'],
  ] as const) {
    if (body[key] === undefined) continue;
    await tx.query(`delete from ${table} where user_id = $1`, [userId]);
    for (const id of numberList(body[key]))
      await tx.query(`insert into ${table} (user_id, ${column}) values ($1, $2) on conflict do nothing`, [userId, id]);
  }
}
