import type { MetaBundle } from '../../src/meta/bundle';
import { isManyReference, isSettingsEntity } from '../../src/meta/capabilities';
import { dataScope } from '../../src/meta/entity-scope';
import type { EntityFile } from '../../src/meta/model';
import { isTenant } from '../crud/entity-columns';
import { stationPath } from '../crud/station-scope';
import { PLATFORM_ONLY_PAGES } from '../permissions/platform-pages';

/** What makes a status action a step of a flow (src/meta/model/flow.ts). */
const FLOW_PROPERTIES = ['form', 'stamp', 'guards'];

type Traits = Record<string, unknown>;

/**
 * The traits of an entity that send the generic routes down a different path: who owns its
 * rows, how far it is from a station, settings, a tree, references over a join table,
 * status-bound edits, locked rows, a view's fixed condition, import, status actions with a
 * flow. Two entities with the same combination run the same code on every route of the matrix.
 */
export function pathTraits(bundle: MetaBundle, entity: EntityFile): Traits {
  return {
    scope: dataScope(entity),
    stationDepth: stationPath(bundle, entity)?.length ?? 0,
    settings: isSettingsEntity(entity),
    tree: entity.tree !== undefined,
    joinReferences: Object.values(entity.fields).some((field) => isManyReference(field)),
    editableIn: entity.editableIn !== undefined,
    lockedRows: entity.lockedRows !== undefined,
    view: entity.view !== undefined,
    import: entity.import !== undefined,
    flows: (entity.statusActions ?? []).some((action) => FLOW_PROPERTIES.some((name) => name in action)),
  };
}

/**
 * Traits that add or narrow routes, or one branch of one route: each of their values is
 * covered by at least one entity, not in every combination with the others.
 */
export function routeTraits(entity: EntityFile, operations: string[]): Traits {
  return {
    tenant: isTenant(entity),
    platformPage: PLATFORM_ONLY_PAGES.has(entity.pageId),
    kind: entity.kind ?? 'table',
    subRows: Object.values(entity.fields).some((field) => 'sub' in field && field.sub !== undefined),
    statusActions: (entity.statusActions ?? []).length > 0,
    customActions: (entity.customActions ?? []).length > 0,
    operations: entity.operations ? [...entity.operations].sort().join() : 'all',
    ...Object.fromEntries(operations.map((operation) => [`route ${operation}`, true])),
  };
}

/**
 * The entities the matrix covers: one for each distinct combination of path traits, then, for
 * every value of a route trait (and every kind of generic route) no chosen entity has, the
 * first entity that has it. Chosen by name, so a schema with a new trait joins by itself.
 * `routesOf` answers the last segments of an entity's registered routes.
 */
export function representativeEntities(bundle: MetaBundle, routesOf: (entity: EntityFile) => string[]): Set<string> {
  const entities = [...bundle.entities.values()].sort((a, b) => a.name.localeCompare(b.name));
  const combinations = new Map<string, string>();
  for (const entity of entities) {
    const key = JSON.stringify(pathTraits(bundle, entity));
    if (!combinations.has(key)) combinations.set(key, entity.name);
  }
  const chosen = new Set(combinations.values());
  const generic = (entity: EntityFile) =>
    routesOf(entity).filter((operation) => GENERIC_OPERATIONS.has(operation) || operation === 'transitions');
  const seen = new Set<string>();
  const valuesOf = (entity: EntityFile) =>
    Object.entries(routeTraits(entity, generic(entity))).map(([name, value]) => `${name}=${String(value)}`);
  for (const entity of entities) if (chosen.has(entity.name)) for (const value of valuesOf(entity)) seen.add(value);
  for (const entity of entities) {
    const missing = valuesOf(entity).filter((value) => !seen.has(value));
    if (missing.length === 0) continue;
    chosen.add(entity.name);
    for (const value of missing) seen.add(value);
  }
  return chosen;
}

/** The last segments of the routes the generic code registers for every entity (server/crud). */
const GENERIC_OPERATIONS = new Set([
  'page',
  'get',
  'save',
  'update',
  'delete',
  'export',
  'import',
  'importTemplate',
  'aggregate',
  'aggregateExport',
  'options',
  'userOptions',
  'upload',
  'test',
  'tree',
  'move',
  'transitions',
]);

/**
 * The entity a generic route belongs to (`/api/<service>/<resource>/<operation>`, one of the
 * generic operations or the entity's status and custom actions); undefined for a hand-written
 * route, even one under an entity's path (`/api/system/user/info`).
 */
export function entityOfRoute(bundle: MetaBundle, url: string): EntityFile | undefined {
  const operation = url.slice(url.lastIndexOf('/') + 1);
  const base = url.slice(0, url.lastIndexOf('/') + 1);
  for (const entity of bundle.entities.values()) {
    if (base !== `/api/${entity.service}/${entity.resource}/`) continue;
    const own = [...(entity.statusActions ?? []), ...(entity.customActions ?? [])].map((action) => action.name);
    if (GENERIC_OPERATIONS.has(operation) || own.includes(operation)) return entity;
  }
  return undefined;
}

/**
 * Spreads groups of routes (an entity's, or one hand-written route) over `shards` so that each
 * gets about as many: the largest group first, each to the shard with the fewest routes so far
 * (ties by key, so every shard file computes the same split).
 */
export function assignShards(groups: Map<string, number>, shards: number): Map<string, number> {
  const load = new Array<number>(shards).fill(0);
  const assigned = new Map<string, number>();
  const order = [...groups].sort(([a, n], [b, m]) => m - n || a.localeCompare(b));
  for (const [key, size] of order) {
    const shard = load.indexOf(Math.min(...load));
    assigned.set(key, shard);
    load[shard] += size;
  }
  return assigned;
}
