import type { MetaBundle } from '../../src/meta/bundle';
import { DEFAULT_MAX_LENGTH, t, type EntityFile, type FieldDef } from '../../src/meta/model';
import { listFilterNames, resolveFilterPath } from '../../src/meta/filters/list-filters';
import { DEFAULT_MAX_ROWS } from '../../src/meta/sub-rows';

export type JsonSchema = Record<string, unknown>;

/** The JSON Schema of one field's value as the API carries it (money in fen, ids as integers). */
export function fieldSchema(bundle: MetaBundle, field: FieldDef): JsonSchema {
  const description = t(field.title, 'en-US');
  const base = (schema: JsonSchema): JsonSchema => ({
    ...schema,
    description,
    ...(field.readOnly ? { readOnly: true } : {}),
  });
  switch (field.type) {
    case 'string':
      return base({ type: 'string', maxLength: field.maxLength ?? DEFAULT_MAX_LENGTH });
    case 'text':
      return base({ type: 'string', ...(field.maxLength ? { maxLength: field.maxLength } : {}) });
    case 'image':
    case 'file':
      // One shape for one or several files: a list of URLs (src/meta/files/file-value.ts).
      return base({
        type: 'array',
        items: { type: 'string', format: 'uri-reference' },
        maxItems: field.multiple ? 20 : 1,
      });
    case 'integer':
      return base({ type: 'integer' });
    case 'number':
      return base({ type: 'number' });
    case 'money':
      return base({ type: 'integer', description: `${description} (in 1/${field.moneyUnit ?? 100} yuan)` });
    case 'boolean':
      return base({ type: 'boolean' });
    case 'date':
      return base({ type: 'string', format: 'date' });
    case 'datetime':
      return base({ type: 'string', format: 'date-time' });
    case 'reference':
      return base({ type: 'integer', description: `${description}: id of a ${field.ref?.entity ?? ''}` });
    case 'references':
      return base({
        type: 'array',
        items: { type: 'integer' },
        description: `${description}: ids of ${field.ref?.entity ?? ''} rows`,
      });
    case 'dict': {
      const dict = bundle.dictionaries.get(field.dict ?? '');
      return base({
        type: dict?.valueType === 'integer' ? 'integer' : 'string',
        ...(dict ? { enum: dict.items.map((item) => item.value) } : {}),
      });
    }
    case 'json': {
      const sub = field.sub;
      if (!sub) return base({});
      // Sub rows: a list of objects with the row fields, no other keys.
      const properties = Object.fromEntries(Object.entries(sub.fields).map(([n, f]) => [n, fieldSchema(bundle, f)]));
      return base({
        type: 'array',
        items: { type: 'object', properties, additionalProperties: false },
        ...(sub.minRows !== undefined ? { minItems: sub.minRows } : {}),
        maxItems: sub.maxRows ?? DEFAULT_MAX_ROWS,
      });
    }
    default:
      return base({});
  }
}

/** A row as page and get answer it. */
export function rowSchema(bundle: MetaBundle, entity: EntityFile): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    id: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  };
  for (const [name, field] of Object.entries(entity.fields))
    if (!field.secret) properties[name] = { anyOf: [fieldSchema(bundle, field), { type: 'null' }] };
  if (Object.values(entity.fields).some((field) => field.secret))
    properties.$secrets = {
      type: 'object',
      additionalProperties: { type: 'boolean' },
      description: 'Whether each secret field has a stored value (secrets are never answered)',
    };
  properties.$labels = {
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Labels of reference fields',
  };
  return { type: 'object', properties, required: ['id', 'createdAt', 'updatedAt'] };
}

/** A save or update payload: the writable fields. */
export function payloadSchema(bundle: MetaBundle, entity: EntityFile, withId: boolean): JsonSchema {
  const properties: Record<string, JsonSchema> = withId ? { id: { type: 'integer' } } : {};
  for (const [name, field] of Object.entries(entity.fields))
    if (!field.readOnly) properties[name] = fieldSchema(bundle, field);
  return { type: 'object', properties, ...(withId ? { required: ['id'] } : {}) };
}

/** page and export bodies: filters on the declared filter fields only. */
export function pageRequestSchema(bundle: MetaBundle, entity: EntityFile): JsonSchema {
  const filters: Record<string, JsonSchema> = {};
  for (const name of listFilterNames(entity)) {
    const field = resolveFilterPath(entity, name, bundle)?.field;
    if (!field) continue;
    const value = fieldSchema(bundle, field);
    filters[name] = {
      anyOf: [value, { type: 'array', items: { anyOf: [value, { type: 'null' }] } }, { type: 'null' }],
    };
  }
  return {
    type: 'object',
    properties: {
      pageNo: { type: 'integer', minimum: 1, default: 1 },
      pageSize: { type: 'integer', minimum: -1, maximum: 500, description: '-1: all rows (export)' },
      filters: { type: 'object', properties: filters, additionalProperties: false },
      sort: {
        type: 'object',
        properties: { field: { type: 'string' }, order: { enum: ['ascend', 'descend'] } },
        required: ['field'],
      },
      locale: { enum: ['zh-CN', 'en-US'] },
    },
  };
}
