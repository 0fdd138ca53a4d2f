import { SessionCache } from '../auth/session-cache';
import type { FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { isSettingsEntity } from '../../src/meta/capabilities';
import { actionKey, OPERATION_ACTIONS, TEST_ACTION } from '../../src/meta/entity-actions';
import { dataScope } from '../../src/meta/entity-scope';
import type { EntityFile } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { isTenant } from '../crud/entity-columns';
import { buildSelection } from '../crud/page-query';
import { deleteRows, findRows, insertRow, updateRow } from '../crud/row-store';
import { scopeSelection, stationCondition, stationPath } from '../crud/station-scope';
import { OPENAPI_PATH } from '../openapi/openapi-route';
import type { RouteEntry } from '../openapi/route-table';
import type { RouteAccess } from '../permissions/route-access';
import { createTestApp } from '../test-support/test-app';
import { entityOfRoute } from './matrix-entities';

/**
 * The route matrix's static half: every route the server registered, read from the route
 * table and the OpenAPI document without a request. Each route has the guard its kind calls
 * for (an action key of its entity's page, the data-scope guard of a platform or cross-seller
 * entity, a session, or nothing only for the routes listed public below), and every entity's
 * selection and single-row SQL is bound to the caller's seller (and, for station data, to his
 * stations). The HTTP half (route-matrix.ts) proves the same on a representative set of
 * entities by calling them as seven kinds of caller.
 */

const t = await createTestApp();
afterAll(() => t.close());
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const document: any = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
const registered = t.app.routeTable.filter((route) => route.url.startsWith('/api/'));
const entities = [...t.bundle.entities.values()];

/** Routes anyone may call: a new one must be added here on purpose. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/openapi.json',
  // The login page's branding, shown before anyone logs in.
  'POST /api/config/sellerBasicsConfig/get',
  'POST /api/system/login',
  'POST /api/system/sms/captcha',
  'POST /api/system/sms/login',
  'POST /api/system/ticket/redeem',
].sort();

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const byOperation = new Map(registered.map((route) => [keyOf(route), route]));

/** The action a generic route needs, by its last path segment; undefined: a picking route. */
function expectedAction(entity: EntityFile, operation: string): string | 'pick' | 'write' | undefined {
  if (isSettingsEntity(entity))
    return { get: 'query', save: 'edit', test: TEST_ACTION }[operation as 'get' | 'save' | 'test'];
  const status = entity.statusActions?.find((action) => action.name === operation);
  if (status) return status.action;
  const custom = entity.customActions?.find((action) => action.name === operation);
  if (custom) return custom.action;
  const actions: Record<string, string> = {
    page: OPERATION_ACTIONS.page,
    aggregate: OPERATION_ACTIONS.page,
    aggregateExport: OPERATION_ACTIONS.page,
    get: OPERATION_ACTIONS.get,
    transitions: OPERATION_ACTIONS.get,
    save: OPERATION_ACTIONS.save,
    update: OPERATION_ACTIONS.update,
    move: OPERATION_ACTIONS.update,
    delete: OPERATION_ACTIONS.delete,
    export: OPERATION_ACTIONS.export,
    import: OPERATION_ACTIONS.import,
    importTemplate: OPERATION_ACTIONS.import,
    test: TEST_ACTION,
  };
  if (operation in actions) return actions[operation];
  if (operation === 'options' || operation === 'tree') return 'pick';
  if (operation === 'upload' || operation === 'userOptions') return 'write';
  return undefined;
}

function checkEntityGuard(route: RouteEntry, entity: EntityFile) {
  const operation = route.url.slice(route.url.lastIndexOf('/') + 1);
  const expected = expectedAction(entity, operation);
  const access: RouteAccess = route.access;
  const where = `${keyOf(route)} (${entity.name})`;
  if (expected === 'pick') {
    // Whoever may list the entity, or act on a page that references it, may pick its rows.
    expect(access.kind, where).toBe('anyAction');
    if (access.kind === 'anyAction') expect(access.keys, where).toContain(actionKey(entity.pageId, 'query'));
  } else if (expected === 'write') {
    // Files and user pickers serve a form that adds or edits the entity's rows; a user picker
    // also serves the forms of its status actions (a work order's assignee), under their keys.
    const formKeys = [actionKey(entity.pageId, 'add'), actionKey(entity.pageId, 'edit')];
    if (operation === 'userOptions')
      for (const action of entity.statusActions ?? [])
        if (Object.values(action.form?.fields ?? {}).some((field) => field.userRef))
          formKeys.push(actionKey(entity.pageId, action.action));
    expect(access.kind, where).toBe('anyAction');
    if (access.kind === 'anyAction') {
      expect(access.keys.length, where).toBeGreaterThan(0);
      for (const key of access.keys) expect(formKeys, where).toContain(key);
    }
  } else {
    expect(expected, `${where}: a generic route of no known kind`).toBeDefined();
    expect(access, where).toEqual({ kind: 'action', key: actionKey(entity.pageId, expected!) });
  }
}

/** The operations the data-scope guard covers: every one that reads or writes rows by id or list. */
const SCOPED_READS = ['page', 'get', 'options', 'export', 'importTemplate', 'aggregate', 'aggregateExport'];
const SCOPED_WRITES = ['save', 'update', 'delete', 'import'];

describe('route contract: every route, without HTTP', () => {
  it('the OpenAPI document lists exactly the registered routes, each with its guard as x-access', () => {
    const documented = Object.entries<Record<string, { 'x-access': RouteAccess }>>(document.paths).flatMap(
      ([url, item]) =>
        Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), url, operation })),
    );
    expect(documented.map(keyOf).sort()).toEqual(registered.map(keyOf).sort());
    for (const { method, url, operation } of documented)
      expect(operation['x-access'], `${method} ${url}`).toEqual(byOperation.get(`${method} ${url}`)!.access);
    // The representative matrix reaches a route through the document: as many as it had.
    expect(registered.length).toBeGreaterThan(1000);
  });

  it('only the listed routes are public: a route whose guard was forgotten is caught here', () => {
    const open = registered.filter((route) => route.access.kind === 'public').map(keyOf);
    expect(open.sort()).toEqual(PUBLIC_ROUTES);
  });

  it("every generic entity route needs its entity page's action key for that operation", () => {
    let checked = 0;
    for (const route of registered) {
      const entity = entityOfRoute(t.bundle, route.url);
      if (!entity) continue;
      checkEntityGuard(route, entity);
      checked++;
    }
    // Every entity has at least its list or its settings read.
    expect(checked).toBeGreaterThanOrEqual(entities.length);
  });

  it('every route of a platform or cross-seller entity carries its data-scope guard, and no other route does', () => {
    for (const route of registered) {
      const entity = entityOfRoute(t.bundle, route.url);
      const guards = route.scopeGuards;
      const operation = route.url.slice(route.url.lastIndexOf('/') + 1);
      const statusNames = (entity?.statusActions ?? []).map((action) => action.name);
      const scoped =
        entity &&
        dataScope(entity) !== 'seller' &&
        [...SCOPED_READS, ...SCOPED_WRITES, ...statusNames].includes(operation);
      if (!scoped) {
        expect(guards, keyOf(route)).toEqual([]);
        continue;
      }
      expect(guards, keyOf(route)).toEqual([
        {
          entity: entity.name,
          scope: dataScope(entity),
          write: SCOPED_WRITES.includes(operation) || statusNames.includes(operation),
        },
      ]);
    }
  });
});

interface Recorded {
  sql: string;
  params: unknown[];
}

/** A database that records each statement and answers it with `rows`. */
function recorder(rows: Record<string, unknown>[] = []): Queryable & { statements: Recorded[] } {
  const statements: Recorded[] = [];
  return {
    statements,
    query: (async (sql: string, params: unknown[] = []) => {
      statements.push({ sql, params });
      return { rows, affectedRows: 0 };
    }) as Queryable['query'],
  } as Queryable & { statements: Recorded[] };
}

const SELLER = 987_654;
const STATIONS = [4242, 4343];

/** Whether `sql` compares `seller_id` with a placeholder that holds the seller. */
function bindsSeller(sql: string, params: unknown[]): boolean {
  return [...sql.matchAll(/"seller_id" = \$(\d+)/g)].some((match) => params[Number(match[1]) - 1] === SELLER);
}

describe("route contract: every entity's SQL is bound to the caller's seller and stations", () => {
  const tenants = entities.filter((entity) => isTenant(entity) && !isSettingsEntity(entity));

  it.each(tenants.map((entity) => [entity.name, entity] as const))(
    '%s: list selection, find, insert, update and delete name the seller',
    async (_name, entity) => {
      const selection = buildSelection(entity, {}, SELLER, 'en-US', t.bundle);
      expect(bindsSeller(selection.where, selection.params.values), selection.where).toBe(true);
      const db = recorder();
      await findRows(db, entity, SELLER, [1]);
      await updateRow(db, entity, SELLER, 1, {});
      await deleteRows(db, entity, SELLER, [1]);
      for (const { sql, params } of db.statements) expect(bindsSeller(sql, params), sql).toBe(true);
      const insert = recorder();
      await insertRow(insert, entity, SELLER, {});
      expect(insert.statements[0].sql).toContain('"seller_id"');
      expect(insert.statements[0].params).toContain(SELLER);
    },
  );

  const stationData = entities.filter((entity) => stationPath(t.bundle, entity));

  it.each(stationData.map((entity) => [entity.name, entity] as const))(
    "%s: a station-bound caller's list selection keeps to his stations",
    async (_name, entity) => {
      // His roles reach only the stations he is bound to (role-data-scope.ts reads one row).
      const db = recorder([{ every: false, organization: false, boundRole: true, bound: STATIONS }]);
      // A server that remembers no scope (it follows no changes), so the scope is read here.
      const server = { sessionCache: new SessionCache() };
      const request = { session: { userId: 1, sellerId: SELLER }, server } as unknown as FastifyRequest;
      const selection = await scopeSelection(
        request,
        { db, bundle: t.bundle, entity },
        buildSelection(entity, {}, SELLER, 'en-US', t.bundle),
      );
      const placeholder = selection.params.values.findIndex(
        (value) => value !== null && String(value) === String(STATIONS),
      );
      expect(placeholder, selection.where).toBeGreaterThanOrEqual(0);
      expect(selection.where).toContain(stationCondition(t.bundle, entity, `$${placeholder + 1}`));
    },
  );

  it('finds station data: the station path reaches the stations', () => {
    expect(stationData.map((entity) => entity.name)).toContain('pile');
  });
});
