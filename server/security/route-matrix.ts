import ExcelJS from 'exceljs';
import { isSettingsEntity } from '../../src/meta/capabilities';
import { dataScope } from '../../src/meta/entity-scope';
import { listFilters } from '../../src/meta/filters/list-filters';
import { md5 } from 'js-md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_SUITE } from '../test-support/full-suite';
import { assignShards, entityOfRoute, representativeEntities } from './matrix-entities';
import type { EntityFile } from '../../src/meta/model';
import { column, table } from '../crud/entity-columns';
import { SqlParams } from '../crud/sql';
import { stationCondition, stationPath } from '../crud/station-scope';
import { viewCondition } from '../crud/view-condition';
import { LIVE_EVENTS_PATH } from '../live/live-routes';
import { OPENAPI_PATH } from '../openapi/openapi-route';
import type { RouteAccess } from '../permissions/route-access';
import { createTestApp, DEMO, loginBody, type TestApp } from '../test-support/test-app';

/**
 * Route matrix, generated: routes of the OpenAPI document (which lists every route the server
 * has) × every kind of caller. What each cell expects comes from the route's declared access
 * (`x-access`) and, for entity routes, from the seller and station scopes; nothing is written
 * per route, so a new screen is covered as soon as its schema exists.
 *
 * - no token: HTTP 401, unless the route is public;
 * - an action key the caller lacks: HTTP 403;
 * - otherwise never a server error, and: lists, aggregates, options and exports hold only the caller's
 *   seller's rows (of his stations, for a station-bound user), all of them; get, update,
 *   delete and status actions on another seller's row (or another station's) answer code 11
 *   and change nothing; save and import of nothing are refused and write nothing.
 *
 * Which routes: every hand-written one, and the generic routes of one entity per combination
 * of the traits that change the generic code's path (matrix-entities.ts); every entity's
 * routes under FULL_SUITE (`npm run test:full`). The static contract (route-contract.test.ts)
 * checks every route's guard and every entity's seller and station filters without HTTP.
 * The routes are spread over the shard files route-matrix-<n>.test.ts by their entity (or
 * url), so that the shards run side by side.
 */

// Answers are read field by field; typing each shape would be noise.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyData = any;

interface Caller {
  name: string;
  /** His own address, so that per-address limits (login, SMS) of one caller spare the others. */
  ip: string;
  token?: string;
  sellerId?: number;
  /** Station ids he is bound to; undefined: the whole seller. */
  stations?: number[];
  actions: Set<string>;
  relogin?: () => Promise<string>;
}

interface Operation {
  'x-access': RouteAccess;
  'x-entity'?: string;
}

const CALLERS = [
  'no token',
  "another seller's admin",
  'admin',
  'viewer',
  'station',
  'finance',
  'station-bound',
] as const;

/** How many route-matrix-<n>.test.ts files share the routes. */
export const MATRIX_SHARDS = 3;

let t: TestApp;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let document: any;
const callers: Caller[] = [];
let sellerOne: number;
let platformSeller: number;
let sellerTwo: number;
let boundStation: number;

const mayCall = (caller: Caller, access: RouteAccess) =>
  access.kind === 'public' ||
  (caller.token !== undefined &&
    (access.kind === 'session' ||
      (access.kind === 'action' ? caller.actions.has(access.key) : access.keys.some((k) => caller.actions.has(k)))));

async function call(method: string, url: string, caller: Caller, body?: unknown) {
  const response = await t.app.inject({
    method: method as 'GET' | 'POST',
    // The live event stream stays open unless asked to end at once.
    url: url === LIVE_EVENTS_PATH ? `${url}?maxMs=0` : url,
    payload: method === 'POST' ? ((body ?? {}) as object) : undefined,
    headers: caller.token ? { authorization: caller.token } : {},
    remoteAddress: caller.ip,
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return { status: response.statusCode, body: (isJson ? response.json() : null) as AnyData, raw: response.rawPayload };
}

/** Ids of an entity's rows of one seller (those of its view), within some stations when given. */
async function entityIds(entity: EntityFile, sellerId: number, stations?: number[]): Promise<number[]> {
  const params = new SqlParams();
  let sql = `select "id" from ${table(entity)} where "seller_id" = ${params.add(sellerId)}`;
  const view = viewCondition(entity, params);
  if (view) sql += ` and ${view}`;
  if (stations && stationPath(t.bundle, entity))
    sql += ` and ${stationCondition(t.bundle, entity, params.add(stations))}`;
  return (await t.db.query<{ id: number }>(`${sql} order by "id"`, params.values)).rows.map((row) => Number(row.id));
}

/** The caller's seller's rows he may see; and rows he must not reach (another seller's or station's). */
async function reach(entity: EntityFile, caller: Caller) {
  // Platform rows: every seller reads the platform's own rows, and there are no others.
  if (dataScope(entity) === 'platform') return { visible: await entityIds(entity, platformSeller), unreachable: [] };
  const visible = await entityIds(entity, caller.sellerId!, caller.stations);
  const own = await entityIds(entity, caller.sellerId!);
  const other = await entityIds(entity, caller.sellerId === sellerOne ? sellerTwo : sellerOne);
  const outOfScope = own.filter((id) => !visible.includes(id));
  return { visible, unreachable: [other[0], outOfScope[0]].filter((id): id is number => id !== undefined) };
}

const snapshot = async (tableName: string, id: number) =>
  (await t.db.query(`select * from ${tableName} where "id" = $1`, [id])).rows;
const countOf = async (tableName: string) =>
  Number((await t.db.query<{ n: number }>(`select count(*)::int as n from ${tableName}`)).rows[0].n);

async function exportedRows(raw: Buffer): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw as unknown as ArrayBuffer);
  return Math.max(0, workbook.worksheets[0].actualRowCount - 1);
}

/** Another seller's settings rows, as stored. */
const foreignSettings = async (tableName: string, caller: Caller) =>
  (await t.db.query(`select * from ${tableName} where seller_id <> $1 order by 1`, [caller.sellerId])).rows;

/**
 * A settings entity (single, kv) has one set of values per seller and no ids: get answers the
 * caller's own (never another seller's row), and a save, accepted or refused, leaves every
 * other seller's values as they were.
 */
async function checkSettingsRoute(method: string, url: string, entity: EntityFile, caller: Caller) {
  const tableName = table(entity);
  const before = await foreignSettings(tableName, caller);
  const answer = await call(method, url, caller, {});
  expect(answer.status).toBe(200);
  if (url.endsWith('/get')) {
    expect(answer.body.code, answer.body.msg).toBe(0);
    const foreignIds = before.map((row) => Number(row.id));
    if (answer.body.data?.id !== undefined) expect(foreignIds).not.toContain(Number(answer.body.data.id));
  }
  expect(await foreignSettings(tableName, caller)).toEqual(before);
}

/** Filters that open every default date range wide: a list bounded to this month shows all rows. */
const openRanges = (entity: EntityFile) =>
  Object.fromEntries(
    listFilters(entity)
      .filter((filter) => filter.defaultRange)
      .map((filter) => [filter.name, ['2000-01-01', '2999-12-31']]),
  );

/** What an allowed caller may see and do on one generic entity route. */
async function checkEntityRoute(method: string, url: string, entity: EntityFile, caller: Caller) {
  if (isSettingsEntity(entity)) return checkSettingsRoute(method, url, entity, caller);
  const operation = url.split('/').pop()!;
  const { visible, unreachable } = await reach(entity, caller);
  const status = entity.statusActions?.some((action) => action.name === operation);
  const tableName = table(entity);
  const everything = { filters: openRanges(entity) };
  if (operation === 'page') {
    const answer = await call(method, url, caller, { pageSize: 500, ...everything });
    expect(answer.body.code, answer.body.msg).toBe(0);
    const ids = answer.body.data.data.map((row: { id: number }) => Number(row.id));
    expect(ids.filter((id: number) => !visible.includes(id))).toEqual([]);
    expect(answer.body.data.totalCount).toBe(visible.length);
  } else if (operation === 'aggregate') {
    // A count over the rows counts exactly the rows the list shows him.
    const answer = await call(method, url, caller, { measures: ['count'], ...everything });
    expect(answer.body.code, answer.body.msg).toBe(0);
    expect(answer.body.data.summary.count).toBe(visible.length);
  } else if (operation === 'options') {
    const answer = await call(method, url, caller, { ids: [...visible.slice(0, 5), ...unreachable] });
    expect(answer.body.code, answer.body.msg).toBe(0);
    const values = answer.body.data.map((option: { value: number }) => Number(option.value));
    expect(values.sort((a: number, b: number) => a - b)).toEqual(visible.slice(0, 5));
  } else if (operation === 'export') {
    const answer = await call(method, url, caller, { pageSize: -1, ...everything });
    expect(answer.status).toBe(200);
    expect(await exportedRows(answer.raw)).toBe(visible.length);
  } else if (['get', 'update', 'delete', 'transitions'].includes(operation) || status) {
    for (const id of unreachable) {
      const before = await snapshot(tableName, id);
      const answer = await call(method, url, caller, operation === 'update' ? { id } : { id, ids: [id] });
      expect(answer.body.code, `${url} on row ${id}: ${answer.body.msg}`).toBe(11);
      expect(await snapshot(tableName, id)).toEqual(before);
    }
    if (operation === 'get' && visible.length) {
      expect((await call(method, url, caller, { id: visible[0] })).body.code).toBe(0);
    }
    if (operation === 'update' && caller.stations && visible.length) await checkNoMoveOut(url, entity, caller, visible);
  } else if (operation === 'save' || operation === 'import') {
    const before = await countOf(tableName);
    const answer = await call(method, url, caller, {});
    expect(answer.body.code).toBe(operation === 'save' ? 10 : 13);
    expect(await countOf(tableName)).toBe(before);
  } else {
    expect((await call(method, url, caller, {})).status).toBe(200);
  }
}

/**
 * A station-bound caller cannot move one of his rows to another station: its first reference
 * towards the station, pointed at a row outside his stations, is refused (code 10) and the
 * row stays as it was.
 */
async function checkNoMoveOut(url: string, entity: EntityFile, caller: Caller, visible: number[]) {
  const [field] = stationPath(t.bundle, entity) ?? [];
  if (!field) return;
  // A row that may still be edited: outside `editableIn` every edit is refused before the move.
  const id = await editableRow(entity, visible);
  if (id === undefined) return;
  const target = t.bundle.entities.get(entity.fields[field].ref!.entity)!;
  const inside = await entityIds(target, caller.sellerId!, caller.stations);
  const outside = (await entityIds(target, caller.sellerId!)).find((other) => !inside.includes(other));
  if (outside === undefined) return;
  const before = await snapshot(table(entity), id);
  const answer = await call('POST', url, caller, { id, [field]: outside });
  expect(answer.body.code, `${url} moving row ${id} to ${field} ${outside}: ${answer.body.msg}`).toBe(10);
  expect(await snapshot(table(entity), id)).toEqual(before);
}

/** The first of `ids` whose status lets it be edited (any of them without `editableIn`). */
async function editableRow(entity: EntityFile, ids: number[]): Promise<number | undefined> {
  if (!entity.editableIn || !entity.statusField) return ids[0];
  const { rows } = await t.db.query<{ id: number }>(
    `select id from ${table(entity)} where id = any($1) and ${column(entity.statusField)}::text = any($2)
      order by id limit 1`,
    [ids, entity.editableIn.map(String)],
  );
  return rows[0] ? Number(rows[0].id) : undefined;
}

async function login(sellerNumber: string, account: string, password: string, ip?: string): Promise<string> {
  const answer = await t.call('/api/system/login', { body: loginBody(sellerNumber, account, password), ip });
  if (answer.body.code !== 0) throw new Error(`login ${sellerNumber}/${account}: ${answer.body.msg}`);
  return answer.body.data.token as string;
}

async function caller(name: string, sellerNumber: string, account: string, password: string): Promise<Caller> {
  const ip = `10.9.0.${CALLERS.indexOf(name as (typeof CALLERS)[number]) + 1}`;
  const relogin = () => login(sellerNumber, account, password, ip);
  const token = await relogin();
  const info = (await t.call('/api/system/user/info', { token })).body.data;
  const rows = (await t.call('/api/system/user/permissions', { token })).body.data as { id: string }[];
  const scope = (await t.call('/api/system/user/dataScope', { token })).body.data;
  return {
    name,
    ip,
    token,
    sellerId: info.sellerId,
    stations: scope.allStations ? undefined : scope.stationIds,
    actions: new Set(rows.map((row) => row.id).filter((id) => id.includes(':'))),
    relogin,
  };
}

async function prepareCallers() {
  const sellers = await t.db.query<{ id: number; seller_number: string }>(`select id, seller_number from sellers`);
  const sellerId = (number: string) => Number(sellers.rows.find((row) => row.seller_number === number)!.id);
  [sellerOne, sellerTwo] = [sellerId('100001'), sellerId('100002')];
  platformSeller = sellerId('100000');
  // Organizations are not seeded: one per seller, so that their routes have rows to protect.
  for (const id of [sellerOne, sellerTwo])
    await t.db.query(`insert into organizations (seller_id, name) values ($1, 'matrix')`, [id]);
  const station = t.bundle.entities.get('station')!;
  boundStation = (await entityIds(station, sellerOne))[0];
  const admin = await login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  const role = await t.db.query<{ id: number }>(
    `select id from roles where seller_id = $1 and code = 'stationManager'`,
    [sellerOne],
  );
  const saved = await t.call('/api/system/user/save', {
    token: admin,
    body: {
      account: 'matrixBound',
      name: 'matrix',
      password: md5('Bound@1234567'),
      roleIds: [role.rows[0].id],
      stationIds: [boundStation],
    },
  });
  expect(saved.body.code, saved.body.msg).toBe(0);
  callers.push(
    { name: 'no token', ip: '10.9.0.1', actions: new Set() },
    await caller("another seller's admin", DEMO.admin2.sellerNumber, DEMO.admin2.account, DEMO.admin2.password),
    await caller('admin', DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password),
    await caller('viewer', DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password),
    await caller('station', DEMO.station1.sellerNumber, DEMO.station1.account, DEMO.station1.password),
    await caller('finance', DEMO.finance1.sellerNumber, DEMO.finance1.account, DEMO.finance1.password),
    await caller('station-bound', '100001', 'matrixBound', 'Bound@1234567'),
  );
  expect(callers.find((c) => c.name === 'station-bound')!.stations).toEqual([boundStation]);
}

/** The routes of one shard: hand-written ones and those of the entities this run covers. */
function shardRoutes(shard: number): { method: string; url: string }[] {
  const routes = Object.entries<Record<string, Operation>>(document.paths).flatMap(([url, item]) =>
    Object.keys(item).map((method) => ({ method: method.toUpperCase(), url, entity: entityOfRoute(t.bundle, url) })),
  );
  const operationsOf = (entity: EntityFile) =>
    routes.filter((route) => route.entity === entity).map((route) => route.url.slice(route.url.lastIndexOf('/') + 1));
  const covered = representativeEntities(t.bundle, operationsOf);
  const kept = routes.filter(({ entity }) => !entity || FULL_SUITE || covered.has(entity.name));
  const groupOf = (route: (typeof kept)[number]) => route.entity?.name ?? route.url;
  const sizes = new Map<string, number>();
  for (const route of kept) sizes.set(groupOf(route), (sizes.get(groupOf(route)) ?? 0) + 1);
  const shards = assignShards(sizes, MATRIX_SHARDS);
  return kept.filter((route) => shards.get(groupOf(route)) === shard).map(({ method, url }) => ({ method, url }));
}

/** The cells of one shard (0 ≤ shard < MATRIX_SHARDS), generated while the file is collected. */
export async function defineRouteMatrix(shard: number): Promise<void> {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
  const routes = shardRoutes(shard);
  beforeAll(prepareCallers);
  afterAll(() => t?.close());

  describe(`route matrix, generated (shard ${shard + 1} of ${MATRIX_SHARDS}${FULL_SUITE ? ', every entity' : ''})`, () => {
    for (const route of routes) {
      describe(`${route.method} ${route.url}`, () => {
        for (const name of CALLERS) {
          it(name, async () => {
            const who = callers.find((c) => c.name === name)!;
            const operation: Operation = document.paths[route.url][route.method.toLowerCase()];
            const access = operation['x-access'];
            if (!mayCall(who, access)) {
              const answer = await call(route.method, route.url, who, {});
              expect(answer.status).toBe(who.token ? 403 : 401);
              return;
            }
            const entity = operation['x-entity'] ? t.bundle.entities.get(operation['x-entity']) : undefined;
            if (entity && who.token) await checkEntityRoute(route.method, route.url, entity, who);
            else {
              // Public and session-only routes: never a server error, never a demand for a key.
              const answer = await call(route.method, route.url, who, {});
              expect(answer.status).toBeLessThan(500);
              if (access.kind === 'public') expect(answer.status).not.toBe(401);
              // A route such as logout ends the session: the next cell needs a new one.
              const still = who.relogin && (await call('GET', '/api/system/user/info', who));
              if (still && (still.status !== 200 || still.body.code !== 0)) who.token = await who.relogin!();
            }
          });
        }
      });
    }
  });
}
