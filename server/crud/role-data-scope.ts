import type { Queryable } from '../db/database';

/**
 * A role's data scope (dictionary dataScope): which stations the role lets its users see.
 * `all`: every station of the seller; `organization`: the stations of the station groups of the
 * user's organization and of the organizations below it; `bound`: the stations the user is
 * bound to, none when he is bound to none.
 */
export const DATA_SCOPES = ['all', 'organization', 'bound'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

export const isDataScope = (value: unknown): value is DataScope => DATA_SCOPES.includes(value as DataScope);

/** A set of stations: ids, or null for every station of the seller. */
type Stations = readonly number[] | null;

/** What the user's enabled roles reach, and the stations he is bound to. */
interface ScopeFacts {
  /** An enabled role with `all` (or the administrator role). */
  every: boolean;
  /** An enabled role with `organization`. */
  organization: boolean;
  /** An enabled role with `bound`. */
  boundRole: boolean;
  /** His station bindings; null: none. */
  bound: Stations;
}

const ids = (values: readonly unknown[] | null): number[] | null => values && values.map(Number);

/**
 * One round trip for the common case. Only enabled roles count (a disabled role grants
 * nothing); the administrator role reaches every station whatever its column says.
 */
async function scopeFacts(db: Queryable, userId: number): Promise<ScopeFacts> {
  const { rows } = await db.query<{
    every: boolean | null;
    organization: boolean | null;
    boundRole: boolean | null;
    bound: unknown[] | null;
  }>(
    `select bool_or(r.is_admin or r.data_scope = 'all') as "every",
            bool_or(r.data_scope = 'organization') as "organization",
            bool_or(r.data_scope = 'bound') as "boundRole",
            (select array_agg(station_id order by station_id) from user_stations where user_id = $1) as "bound"
       from (select 1) one
       left join user_roles ur on ur.user_id = $1
       left join roles r on r.id = ur.role_id and r.status = 1`,
    [userId],
  );
  const row = rows[0];
  return {
    every: row?.every === true,
    organization: row?.organization === true,
    boundRole: row?.boundRole === true,
    bound: ids(row?.bound ?? null),
  };
}

/**
 * The stations of the station groups (schemas/entities/station-group.json: table station_group,
 * its stationIds in station_group_station_ids) whose organization is the user's or one below it.
 */
async function organizationStations(db: Queryable, userId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `with recursive branch as (
       select o.id, o.seller_id from organizations o join users u on u.organization_id = o.id and u.seller_id = o.seller_id
        where u.id = $1
       union
       select c.id, c.seller_id from organizations c join branch b on c.pid = b.id and c.seller_id = b.seller_id)
     select distinct j.ref_id as "id" from station_group g
       join branch b on b.id = g.organization_id and b.seller_id = g.seller_id
       join station_group_station_ids j on j.owner_id = g.id
      order by 1`,
    [userId],
  );
  return rows.map((row) => Number(row.id));
}

/**
 * The stations a user may see and change: the widest scope of his enabled roles, narrowed by
 * his own station bindings when he has any. Null: every station of his seller; an empty list:
 * none at all (no enabled role, or only `bound` roles and no binding).
 */
export async function effectiveStations(db: Queryable, userId: number): Promise<Stations> {
  return (await effectiveStationReach(db, userId)).stations;
}

export interface StationReach {
  stations: Stations;
  /**
   * Whether the answer read the organization tree and its station groups, which change as
   * ordinary entity rows; otherwise it depends only on the user's roles and station bindings.
   */
  throughOrganization: boolean;
}

/** `effectiveStations`, saying what the answer depends on (for whoever remembers it). */
export async function effectiveStationReach(db: Queryable, userId: number): Promise<StationReach> {
  const facts = await scopeFacts(db, userId);
  if (facts.every) return { stations: facts.bound, throughOrganization: false };
  // Neither `organization` nor `bound` contains the other: holding both reaches the union, so
  // a `bound` role keeps every binding, and `organization` alone keeps the bindings in reach.
  const reach = facts.organization ? await organizationStations(db, userId) : [];
  const throughOrganization = facts.organization;
  if (facts.bound === null) return { stations: reach, throughOrganization };
  if (facts.boundRole) return { stations: facts.bound, throughOrganization };
  return { stations: facts.bound.filter((id) => reach.includes(id)), throughOrganization };
}
