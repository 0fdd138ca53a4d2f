import type { MetaBundle } from '../../src/meta/bundle';
import type { Queryable } from '../db/database';
import { table } from '../crud/entity-columns';
import { STATION_ENTITY, userStationScope } from '../crud/station-scope';
import { ApiError, ERRORS } from '../messages';
import { assertBindableRole, type Grantor } from '../permissions/grant-limits';
import { numberList } from './paging';
import type { UserBody } from './user-manage-routes';

/** The entity whose rows are the fleets (groups) a user works for (table user_teams). */
const FLEET_ENTITY = 'fleet';

const refuse = (field: string, text: string) =>
  new ApiError(ERRORS.VALIDATION_FAILED, text, { errors: [{ field, message: text }] });

/** The ids as positive integers, or a refusal naming the field: a wrong id is never dropped silently. */
function idList(value: unknown, field: string): number[] {
  const ids = numberList(value);
  if (!Array.isArray(value) || ids.length !== value.length)
    throw refuse(field, `${field} must be a list of positive integer ids`);
  return [...new Set(ids)];
}

async function currentIds(tx: Queryable, sql: string, userId: number): Promise<number[]> {
  return (await tx.query<{ id: number }>(sql, [userId])).rows.map((row) => Number(row.id));
}

/**
 * Roles: each must be one of the caller's seller's, and every role added or taken away must
 * reach nothing beyond the caller (assertBindableRole), so nobody binds himself or anyone
 * else above what he holds.
 */
async function bindRoles(tx: Queryable, grantor: Grantor, userId: number, value: unknown) {
  const wanted = idList(value, 'roleIds');
  const { rows: roles } = await tx.query<{ id: number; name: string; isAdmin: boolean }>(
    `select id, name, is_admin as "isAdmin" from roles where seller_id = $1 and id = any($2)`,
    [grantor.sellerId, wanted],
  );
  const known = new Set(roles.map((role) => Number(role.id)));
  const foreign = wanted.filter((id) => !known.has(id));
  if (foreign.length) throw refuse('roleIds', `no such role of your seller: ${foreign.join(', ')}`);
  const current = await currentIds(tx, `select role_id as id from user_roles where user_id = $1`, userId);
  const changed = [...wanted.filter((id) => !current.includes(id)), ...current.filter((id) => !wanted.includes(id))];
  if (changed.length) {
    const { rows: touched } = await tx.query<{ id: number; name: string; isAdmin: boolean }>(
      `select id, name, is_admin as "isAdmin" from roles where id = any($1)`,
      [changed],
    );
    for (const role of touched) await assertBindableRole(tx, grantor, role);
  }
  await tx.query(`delete from user_roles where user_id = $1`, [userId]);
  for (const roleId of wanted)
    await tx.query(`insert into user_roles (user_id, role_id) values ($1, $2)`, [userId, roleId]);
}

/**
 * Stations: each must be a station of the caller's seller. A caller bound to stations hands
 * out only his own, and never leaves a user unbound (which would mean every station), nor
 * rebinds a user who sees stations he does not.
 */
async function bindStations(
  tx: Queryable,
  bundle: MetaBundle,
  grantor: Grantor,
  user: { id: number; isNew: boolean },
  value: unknown,
) {
  const userId = user.id;
  const wanted = idList(value, 'stationIds');
  const station = bundle.entities.get(STATION_ENTITY);
  const { rows } =
    station && wanted.length
      ? await tx.query<{ id: number }>(`select "id" from ${table(station)} where "seller_id" = $1 and "id" = any($2)`, [
          grantor.sellerId,
          wanted,
        ])
      : { rows: [] };
  const known = new Set(rows.map((row) => Number(row.id)));
  const foreign = wanted.filter((id) => !known.has(id));
  if (foreign.length) throw refuse('stationIds', `no such station of your seller: ${foreign.join(', ')}`);
  const own = await userStationScope(tx, grantor.userId);
  if (own !== null) {
    const beyond = (ids: readonly number[] | null) => ids === null || ids.some((id) => !own.includes(id));
    const target = user.isNew ? [] : await userStationScope(tx, userId);
    if (beyond(target) || beyond(wanted.length ? wanted : null))
      throw new ApiError(ERRORS.FORBIDDEN, 'you may bind users only to stations of your own');
  }
  await tx.query(`delete from user_stations where user_id = $1`, [userId]);
  for (const id of wanted)
    await tx.query(`insert into user_stations (user_id, station_id) values ($1, $2)`, [userId, id]);
}

/** The fleets (groups) a user works for: fleets of the caller's seller only. */
async function bindGroups(tx: Queryable, bundle: MetaBundle, grantor: Grantor, userId: number, value: unknown) {
  const wanted = idList(value, 'groupIds');
  const fleet = bundle.entities.get(FLEET_ENTITY);
  const { rows } =
    fleet && wanted.length
      ? await tx.query<{ id: number }>(`select "id" from ${table(fleet)} where "seller_id" = $1 and "id" = any($2)`, [
          grantor.sellerId,
          wanted,
        ])
      : { rows: [] };
  const known = new Set(rows.map((row) => Number(row.id)));
  const foreign = wanted.filter((id) => !known.has(id));
  if (foreign.length) throw refuse('groupIds', `no such fleet of your seller: ${foreign.join(', ')}`);
  await tx.query(`delete from user_teams where user_id = $1`, [userId]);
  for (const id of wanted) await tx.query(`insert into user_teams (user_id, team_id) values ($1, $2)`, [userId, id]);
}

/**
 * Role, station and fleet bindings of one user (`isNew`: just created by this request), each
 * replaced when its list is sent. Any id
 * that is not the caller's to give refuses the whole request; the caller's transaction then
 * leaves everything as it was.
 */
export async function bindUser(
  tx: Queryable,
  bundle: MetaBundle,
  grantor: Grantor,
  user: { id: number; isNew: boolean },
  body: Pick<UserBody, 'roleIds' | 'stationIds' | 'groupIds'>,
) {
  const userId = user.id;
  if (body.roleIds !== undefined) await bindRoles(tx, grantor, userId, body.roleIds);
  // A new user without stations sees all of them: a station-bound caller must name his own.
  if (body.stationIds !== undefined || (user.isNew && (await userStationScope(tx, grantor.userId)) !== null))
    await bindStations(tx, bundle, grantor, user, body.stationIds ?? []);
  if (body.groupIds !== undefined) await bindGroups(tx, bundle, grantor, userId, body.groupIds);
}
