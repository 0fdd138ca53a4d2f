import type { MetaBundle } from '../../src/meta/bundle';
import { actionKey, entityOffers, OPERATION_ACTIONS, type Operation } from '../../src/meta/entity-actions';
import { t, type EntityFile } from '../../src/meta/model';
import { entityPath } from '../crud/route-kit';
import { pageRequestSchema, payloadSchema, rowSchema, type JsonSchema } from './field-schema';

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
    paths[entityPath(entity, action.name)] = operation(
      entity,
      `${name}: ${t(action.title, 'en-US')}`,
      action.action,
      idsBody,
      json({ type: 'object', properties: { updated: { type: 'integer' } } }),
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

/** The OpenAPI 3.1 description of every generic entity route, generated from the schemas. */
export function openApiDocument(bundle: MetaBundle): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, JsonSchema> = {};
  for (const entity of bundle.entities.values()) {
    Object.assign(paths, entityPaths(bundle, entity));
    schemas[entity.name] = rowSchema(bundle, entity);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Charging operations back-office API',
      version: '1.0.0',
      description: 'Generic entity routes generated from the entity schemas.',
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
