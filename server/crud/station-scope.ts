import type { FastifyRequest } from 'fastify';
import { API_CODES } from '../../src/meta/api-codes';
import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile, Locale } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { CrudError } from './crud-error';
import { column, table } from './entity-columns';
import { message } from '../messages';
import type { Selection } from './page-query';
import { SqlParams } from './sql';
import { viewCondition } from './view-condition';
import { effectiveStationReach, effectiveStations } from './role-data-scope';
import type { SessionCache } from '../auth/session-cache';

/**
 * Station data scope. A user sees and changes only the rows of his stations: those his roles'
 * data scope reaches (all, his organization's station groups, or his bound stations), narrowed
 * by his station bindings (`user_stations`) when he has any. Which rows belong to
 * a station is derived from the schemas, not declared per entity: the entity named `station`
 * is station data itself, and so is every entity with a reference field leading to it,
 * directly (a pile's `stationId`) or through other references (a gun's `pileId` → pile →
 * station). The shortest such path decides; a new screen whose rows point at a station, a
 * pile or a gun is scoped without a line of code.
 */
export const STATION_ENTITY = 'station';

/**
 * The ids of the stations the caller may see; null: every station. An empty list is no station
 * at all: no row matches `= any('{}')`, so lists are empty and every write is refused.
 */
export type StationScope = readonly number[] | null;

/** Reference field names from the entity to the station: [] for the station itself. */
export function stationPath(bundle: MetaBundle, entity: EntityFile): string[] | undefined {
  if (!bundle.entities.has(STATION_ENTITY)) return undefined;
  const paths = new Map<string, string[]>([[entity.name, []]]);
  const queue = [entity];
  for (let at = queue.shift(); at; at = queue.shift()) {
    const path = paths.get(at.name)!;
    if (at.name === STATION_ENTITY) return path;
    for (const [name, field] of Object.entries(at.fields)) {
      const target = field.type === 'reference' && field.ref ? bundle.entities.get(field.ref.entity) : undefined;
      if (!target || paths.has(target.name)) continue;
      paths.set(target.name, [...path, name]);
      queue.push(target);
    }
  }
  return undefined;
}

export const isStationData = (bundle: MetaBundle, entity: EntityFile) => stationPath(bundle, entity) !== undefined;

/**
 * A condition on the entity's own columns (unqualified) that holds for rows of the stations
 * in `placeholder`: nested `in (select "id" …)` along the path, which PostgreSQL answers as
 * semi-joins over the reference indexes.
 */
export function stationCondition(bundle: MetaBundle, entity: EntityFile, placeholder: string): string | undefined {
  const path = stationPath(bundle, entity);
  if (!path) return undefined;
  const build = (at: EntityFile, rest: string[]): string => {
    if (rest.length === 0) return `"id" = any(${placeholder})`;
    const field = at.fields[rest[0]];
    const target = bundle.entities.get(field.ref!.entity)!;
    if (rest.length === 1 && target.name === STATION_ENTITY) return `${column(rest[0])} = any(${placeholder})`;
    return `${column(rest[0])} in (select "id" from ${table(target)} where ${build(target, rest.slice(1))})`;
  };
  return build(entity, path);
}

const scopes = new WeakMap<FastifyRequest, Promise<StationScope>>();

/**
 * The caller's station scope, read once per request, and remembered across requests with the
 * sessions (auth/session-cache) where it depends only on his roles and bindings: on a busy
 * network each statement a page saves is one less wait behind the piles' writes.
 */
export function stationScopeOf(db: Queryable, request: FastifyRequest): Promise<StationScope> {
  let scope = scopes.get(request);
  if (!scope) {
    const userId = request.session?.userId;
    if (userId === undefined) throw new Error('station scope asked without a session');
    scope = rememberedScope(db, request.server.sessionCache, userId);
    scopes.set(request, scope);
  }
  return scope;
}

async function rememberedScope(db: Queryable, cache: SessionCache, userId: number): Promise<StationScope> {
  const known = cache.scope(userId);
  if (known !== undefined) return known;
  const generation = cache.generation;
  const { stations, throughOrganization } = await effectiveStationReach(db, userId);
  if (!throughOrganization) cache.rememberScope(userId, stations, generation);
  return stations;
}

/**
 * The stations the user may see and change (role-data-scope: his roles' scope, narrowed by his
 * bindings); null: every station. Every generic route, the live events and the user's own
 * data-scope answer read it, so they agree.
 */
export const userStationScope = (db: Queryable, userId: number): Promise<StationScope> => effectiveStations(db, userId);

/** Only the stations the user is bound to (`user_stations`); null: no binding. */
export async function boundStations(db: Queryable, userId: number): Promise<StationScope> {
  const { rows } = await db.query<{ id: number }>(
    `select station_id as "id" from user_stations where user_id = $1 order by 1`,
    [userId],
  );
  return rows.length ? rows.map((row) => Number(row.id)) : null;
}

interface ScopeContext {
  db: Queryable;
  bundle: MetaBundle;
  entity: EntityFile;
}

/**
 * The condition for this request (the caller's stations and a view's fixed filters), its
 * placeholders taken from params; undefined: no limit.
 * `db` reads the scope: inside a transaction it must be that transaction (PGlite has one
 * connection, and another reader would wait for the transaction to end).
 */
export async function scopeCondition(
  request: FastifyRequest,
  context: ScopeContext,
  params: SqlParams,
  db: Queryable = context.db,
): Promise<string | undefined> {
  // A view's fixed filters bound every route of it, as the stations do.
  const view = viewCondition(context.entity, params, request.session?.userId);
  const stations = await stationsCondition(request, context, params, db);
  return view && stations ? `${view} and ${stations}` : (view ?? stations);
}

async function stationsCondition(
  request: FastifyRequest,
  context: ScopeContext,
  params: SqlParams,
  db: Queryable,
): Promise<string | undefined> {
  if (!isStationData(context.bundle, context.entity)) return undefined;
  const scope = await stationScopeOf(db, request);
  if (scope === null) return undefined;
  return stationCondition(context.bundle, context.entity, params.add([...scope]));
}

/** A list or export selection narrowed to the caller's stations. */
export async function scopeSelection(
  request: FastifyRequest,
  context: ScopeContext,
  selection: Selection,
): Promise<Selection> {
  const condition = await scopeCondition(request, context, selection.params);
  if (!condition) return selection;
  const where = selection.where ? `${selection.where} and ${condition}` : `where ${condition}`;
  return { ...selection, where };
}

/**
 * The given ids of rows outside the caller's stations (or absent): none for an unbound
 * caller or an entity that is not station data. `db` may be the writing transaction, so
 * rows it just wrote are judged as written.
 */
export async function idsOutsideScope(
  db: Queryable,
  request: FastifyRequest,
  context: ScopeContext,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const params = new SqlParams();
  const condition = await scopeCondition(request, context, params, db);
  if (!condition) return [];
  const sql = `select "id" from ${table(context.entity)} where "id" = any(${params.add(ids)}) and ${condition}`;
  const inside = new Set((await db.query<{ id: number }>(sql, params.values)).rows.map((row) => Number(row.id)));
  return ids.filter((id) => !inside.has(id));
}

/** "Not one of your stations" for a row a write would place outside the caller's scope. */
export const outsideStationsMessage = (locale: Locale) => message(locale, 'outsideStations');

/**
 * Refuses, before the write, a change of the reference that ties the row to its station (a gun's
 * pile) to a row outside the caller's stations. The check after the write catches every move;
 * this one answers first, so that a database rule the move would break at its new place (a gun
 * number taken in the other pile) neither answers instead nor tells what lies there.
 */
export async function refuseMoveOutOfScope(
  db: Queryable,
  request: FastifyRequest,
  context: ScopeContext,
  changes: Record<string, unknown>,
  locale: Locale,
): Promise<void> {
  const [field] = stationPath(context.bundle, context.entity) ?? [];
  const value = field === undefined ? undefined : changes[field];
  if (value === undefined || value === null || value === '') return;
  const target = context.bundle.entities.get(context.entity.fields[field].ref!.entity)!;
  const outside = await idsOutsideScope(db, request, { ...context, entity: target }, [Number(value)]);
  if (outside.length) throw new CrudError(API_CODES.VALIDATION_FAILED, outsideStationsMessage(locale), { errors: [] });
}

/**
 * Refuses rows outside the caller's stations: before a read or change, as "not found" (a row
 * of another station is not shown to exist); after a write (`written`), because the write
 * would have put the row outside them, so that its transaction rolls back.
 */
export async function refuseOutsideScope(
  db: Queryable,
  request: FastifyRequest,
  context: ScopeContext,
  ids: number[],
  locale: Locale,
  written = false,
): Promise<void> {
  const outside = await idsOutsideScope(db, request, context, ids);
  if (outside.length === 0) return;
  if (written) throw new CrudError(API_CODES.VALIDATION_FAILED, outsideStationsMessage(locale), { errors: [] });
  throw new CrudError(
    API_CODES.NOT_FOUND,
    ids.length === 1 ? message(locale, 'notFound') : message(locale, 'someNotFound', outside.join(', ')),
  );
}
