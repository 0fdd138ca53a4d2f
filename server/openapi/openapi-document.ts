import type { MetaBundle } from '../../src/meta/bundle';
import { actionKey, entityOffers, OPERATION_ACTIONS, TEST_ACTION, type Operation } from '../../src/meta/entity-actions';
import { isSettingsEntity } from '../../src/meta/capabilities';
import { t, type EntityFile } from '../../src/meta/model';
import { entityPath } from '../crud/route-kit';
import { MAX_AGGREGATE_GROUPS } from '../../src/meta/aggregate';
import { fieldSchema, pageRequestSchema, payloadSchema, rowSchema, type JsonSchema } from './field-schema';
import type { RouteAccess } from '../permissions/route-access';
import type { RouteEntry } from './route-table';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `{ code, msg, data, success }` around a data schema. */
const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { code: { type: 'integer' }, msg: { type: 'string' }, data, success: { type: 'boolean' } },
  required: ['code', 'msg', 'data', 'success'],
});

const idsBody: JsonSchema = {
  type: 'object',
  properties: { ids: { type: 'array', items: { type: 'integer' }, minItems: 1 }, id: { type: 'integer' } },
};

function operation(
  entity: EntityFile,
  summary: string,
  action: string,
  request: JsonSchema | null,
  response: unknown,
  mediaType = 'application/json',
) {
  return {
    post: {
      tags: [entity.name],
      'x-entity': entity.name,
      summary,
      description: `Needs the action key \`${actionKey(entity.pageId, action)}\`. Business failures answer HTTP 200 with a non-zero code.`,
      security: [{ token: [] }],
      ...(request ? { requestBody: { required: true, content: { [mediaType]: { schema: request } } } } : {}),
      responses: {
        '200': response,
        '401': { description: 'No or unknown token' },
        '403': { description: 'The action key is missing' },
      },
    },
  };
}

const json = (data: JsonSchema) => ({
  description: 'Answer',
  content: { 'application/json': { schema: envelope(data) } },
});
const file = { description: 'An .xlsx file', content: { [XLSX]: { schema: { type: 'string', format: 'binary' } } } };

function entityPaths(bundle: MetaBundle, entity: EntityFile): Record<string, unknown> {
  const name = t(entity.title, 'en-US');
  const row = { $ref: `#/components/schemas/${entity.name}` };
  const table: JsonSchema = {
    type: 'object',
    properties: {
      data: { type: 'array', items: row },
      pageNo: { type: 'integer' },
      totalCount: { type: 'integer' },
      totalCapped: { type: 'boolean' },
    },
  };
  const paths: Record<string, unknown> = {
    [entityPath(entity, 'page')]: operation(
      entity,
      `${name}: list`,
      OPERATION_ACTIONS.page,
      pageRequestSchema(bundle, entity),
      json(table),
    ),
    [entityPath(entity, 'get')]: operation(entity, `${name}: one row`, OPERATION_ACTIONS.get, idsBody, json(row)),
    [entityPath(entity, 'save')]: operation(
      entity,
      `${name}: create`,
      OPERATION_ACTIONS.save,
      payloadSchema(bundle, entity, false),
      json(row),
    ),
    [entityPath(entity, 'update')]: operation(
      entity,
      `${name}: change`,
      OPERATION_ACTIONS.update,
      payloadSchema(bundle, entity, true),
      json(row),
    ),
    [entityPath(entity, 'delete')]: operation(
      entity,
      `${name}: delete`,
      OPERATION_ACTIONS.delete,
      idsBody,
      json({ type: 'object', properties: { deleted: { type: 'integer' } } }),
    ),
    [entityPath(entity, 'aggregate')]: operation(
      entity,
      `${name}: groups and measures over the list's rows (charts and reports)`,
      OPERATION_ACTIONS.page,
      {
        type: 'object',
        required: ['measures'],
        properties: {
          filters: { type: 'object' },
          dimensions: { type: 'array', items: { type: 'string' }, maxItems: 4 },
          measures: { type: 'array', items: { type: 'string' }, minItems: 1 },
          order: { type: 'object', properties: { by: { type: 'string' }, desc: { type: 'boolean' } } },
          limit: { type: 'integer', minimum: 1, maximum: MAX_AGGREGATE_GROUPS },
        },
      },
      json({
        type: 'object',
        properties: {
          rows: { type: 'array', items: { type: 'object' } },
          summary: { type: 'object', additionalProperties: { type: 'number' } },
          truncated: { type: 'boolean' },
        },
      }),
    ),
    [entityPath(entity, 'options')]: operation(
      entity,
      `${name}: options for reference selects`,
      OPERATION_ACTIONS.page,
      {
        type: 'object',
        properties: { keyword: { type: 'string' }, ids: { type: 'array', items: { type: 'integer' } } },
      },
      json({
        type: 'array',
        maxItems: 20,
        items: { type: 'object', properties: { value: { type: 'integer' }, label: { type: 'string' } } },
      }),
    ),
  };
  for (const action of entity.statusActions ?? []) {
    // An action form's values travel as `input`, checked like a payload of those fields.
    const formFields = Object.entries(action.form?.fields ?? {});
    const input: JsonSchema = {
      type: 'object',
      properties: Object.fromEntries(formFields.map(([field, def]) => [field, fieldSchema(bundle, def)])),
      additionalProperties: false,
    };
    const ids = idsBody.properties as Record<string, JsonSchema>;
    const body = formFields.length ? { ...idsBody, properties: { ...ids, input } } : idsBody;
    paths[entityPath(entity, action.name)] = operation(
      entity,
      `${name}: ${t(action.title, 'en-US')}`,
      action.action,
      body,
      json({ type: 'object', properties: { updated: { type: 'integer' } } }),
    );
  }
  if ((entity.statusActions ?? []).length > 0) {
    const transition: JsonSchema = {
      type: 'object',
      properties: {
        action: { type: 'string' },
        from: { type: ['string', 'null'] },
        to: { type: ['string', 'null'] },
        userId: { type: ['integer', 'null'] },
        userName: { type: ['string', 'null'] },
        input: { type: ['object', 'null'] },
        createdAt: { type: 'string', format: 'date-time' },
      },
    };
    paths[entityPath(entity, 'transitions')] = operation(
      entity,
      `${name}: status transitions of one row, oldest first`,
      OPERATION_ACTIONS.get,
      idsBody,
      json({ type: 'array', items: transition }),
    );
  }
  if (Object.values(entity.fields).some((field) => field.type === 'image' || field.type === 'file')) {
    const upload = { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] };
    paths[entityPath(entity, 'upload')] = operation(
      entity,
      `${name}: upload one file for an image or file field (?field=<name>); answers its URL`,
      OPERATION_ACTIONS.save,
      upload,
      json({
        type: 'object',
        properties: { url: { type: 'string' }, name: { type: 'string' }, size: { type: 'integer' } },
      }),
      'multipart/form-data',
    );
  }
  if (entity.tree) {
    const rows = {
      type: 'object',
      properties: { rows: { type: 'array', items: row }, truncated: { type: 'boolean' } },
    };
    paths[entityPath(entity, 'tree')] = operation(
      entity,
      `${name}: whole tree`,
      OPERATION_ACTIONS.page,
      null,
      json(rows),
    );
    const move = { type: 'object', properties: { id: { type: 'integer' }, parentId: { type: ['integer', 'null'] } } };
    paths[entityPath(entity, 'move')] = operation(
      entity,
      `${name}: move below a parent`,
      OPERATION_ACTIONS.update,
      move,
      json(row),
    );
  }
  if (entity.export)
    paths[entityPath(entity, 'export')] = operation(
      entity,
      `${name}: export`,
      OPERATION_ACTIONS.export,
      pageRequestSchema(bundle, entity),
      file,
    );
  if (entity.import) {
    const upload = { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] };
    paths[entityPath(entity, 'import')] = operation(
      entity,
      `${name}: import`,
      OPERATION_ACTIONS.import,
      upload,
      json({ type: 'object', properties: { inserted: { type: 'integer' } } }),
      'multipart/form-data',
    );
    paths[entityPath(entity, 'importTemplate')] = operation(
      entity,
      `${name}: import template`,
      OPERATION_ACTIONS.import,
      null,
      file,
    );
  }
  // Only the routes the entity offers exist (`operations`): a read-only log documents no writes.
  for (const name of ['get', 'save', 'update', 'delete', 'export', 'import', 'importTemplate']) {
    const operation = (name === 'importTemplate' ? 'import' : name) as Operation;
    if (!entityOffers(entity, operation)) delete paths[entityPath(entity, name)];
  }
  return paths;
}

const accessText = (access: RouteAccess) =>
  access.kind === 'public'
    ? 'Public: no session needed.'
    : access.kind === 'session'
      ? 'Needs a session.'
      : access.kind === 'action'
        ? `Needs the action key \`${access.key}\`.`
        : `Needs one of the action keys ${access.keys.map((key) => `\`${key}\``).join(', ')}.`;

/** A hand-written route, described by what the route table knows of it. */
function routeOperation(route: RouteEntry) {
  const guarded = route.access.kind !== 'public';
  return {
    tags: [route.url.split('/')[2] ?? 'api'],
    summary: `${route.method} ${route.url}`,
    description: `${accessText(route.access)} Business failures answer HTTP 200 with a non-zero code.`,
    security: guarded ? [{ token: [] }] : [],
    ...(route.method === 'POST'
      ? { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } } }
      : {}),
    responses: {
      '200': json({}),
      ...(guarded ? { '401': { description: 'No or unknown token' } } : {}),
      ...(route.access.kind === 'action' || route.access.kind === 'anyAction'
        ? { '403': { description: 'The action key is missing' } }
        : {}),
    },
  };
}

/** A settings entity (single, kv): get and save of the caller's seller's settings, nothing else. */
function settingsPaths(bundle: MetaBundle, entity: EntityFile): Record<string, unknown> {
  const name = t(entity.title, 'en-US');
  const row = { $ref: `#/components/schemas/${entity.name}` };
  return {
    [entityPath(entity, 'get')]: operation(entity, `${name}: the settings`, 'query', null, json(row)),
    [entityPath(entity, 'save')]: operation(
      entity,
      `${name}: save the settings`,
      'edit',
      payloadSchema(bundle, entity, false),
      json(row),
    ),
  };
}

/** The connection test: the host and port of the form (or of the stored settings or row). */
function testPath(bundle: MetaBundle, entity: EntityFile) {
  const result: JsonSchema = {
    type: 'object',
    properties: {
      host: { type: 'string' },
      port: { type: 'integer' },
      tls: { type: 'boolean' },
      elapsedMs: { type: 'integer' },
    },
  };
  const body = payloadSchema(bundle, entity, !isSettingsEntity(entity));
  return operation(entity, `${t(entity.title, 'en-US')}: test the connection`, TEST_ACTION, body, json(result));
}

/**
 * The OpenAPI 3.1 description of every route the server has: the generic entity routes with
 * their schemas, and every other route of the route table. Each operation carries `x-access`,
 * what its guard requires (the route table's, so the document cannot drift from the code).
 */
export function openApiDocument(bundle: MetaBundle, routes: RouteEntry[] = []): Record<string, unknown> {
  const paths: Record<string, Record<string, Record<string, unknown>>> = {};
  const schemas: Record<string, JsonSchema> = {};
  for (const entity of bundle.entities.values()) {
    Object.assign(paths, isSettingsEntity(entity) ? settingsPaths(bundle, entity) : entityPaths(bundle, entity));
    if (entity.test) paths[entityPath(entity, 'test')] = testPath(bundle, entity);
    schemas[entity.name] = rowSchema(bundle, entity);
  }
  for (const route of routes) {
    if (!route.url.startsWith('/api/')) continue;
    const method = route.method.toLowerCase();
    const item = (paths[route.url] ??= {});
    item[method] = { ...(item[method] ?? routeOperation(route)), 'x-access': route.access };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Charging operations back-office API',
      version: '1.0.0',
      description:
        'Every route of the server: the generic entity routes generated from the entity schemas, and the hand-written ones. `x-access` states what each requires.',
    },
    paths,
    components: {
      schemas,
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The login token, or Bearer <token>',
        },
      },
    },
  };
}
