import type { EntityFile } from '../../src/meta/model';
import { isManyReference, isSecret, keepsSecret } from '../../src/meta/capabilities';
import { declaredField, toDbValue } from './entity-columns';
import { isRichText, sanitizeRichText } from './rich-text';

/** Keys the server sets itself: a payload may echo them back, they are never written. */
const SERVER_KEYS = new Set(['id', 'sellerId', 'createdAt', 'updatedAt', '$labels', '$secrets']);

const isLabelledRow = (row: unknown): row is Record<string, unknown> =>
  typeof row === 'object' && row !== null && !Array.isArray(row) && '$labels' in row;
const withoutLabels = ({ $labels: _labels, ...row }: Record<string, unknown>) => row;

/**
 * What a user may write from a payload: server keys and read-only fields dropped, unknown keys
 * kept so that the validator names them.
 */
export function userChanges(entity: EntityFile, body: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (SERVER_KEYS.has(key) || key === 'locale' || declaredField(entity, key)?.readOnly) continue;
    // A secret sent back empty or as the mask means "unchanged": the stored value stays.
    if (isSecret(entity.fields[key]) && keepsSecret(value)) continue;
    // Sub-table rows read back carry labels of their reference cells: echoed, never stored.
    if (entity.fields[key]?.sub && Array.isArray(value)) {
      changes[key] = value.map((row) => (isLabelledRow(row) ? withoutLabels(row) : row));
      continue;
    }
    // Rich text is stored sanitised, whoever sends it: a script in it never reaches a screen.
    changes[key] = isRichText(entity, key) && typeof value === 'string' ? sanitizeRichText(value) : value;
  }
  return changes;
}

/**
 * The payload split into what the schema checks and the `inputs` the entity's hooks declare
 * (see EntityHooks.inputs), which only the hooks see.
 */
export function splitHookInputs(
  declared: readonly string[] | undefined,
  body: Record<string, unknown>,
): { body: Record<string, unknown>; inputs: Record<string, unknown> } {
  if (!declared?.length) return { body, inputs: {} };
  const rest: Record<string, unknown> = {};
  const inputs: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) (declared.includes(key) ? inputs : rest)[key] = value;
  return { body: rest, inputs };
}

/** A new row starts with the schema's defaults, read-only fields included (an initial status). */
export function withDefaults(entity: EntityFile, values: Record<string, unknown>): Record<string, unknown> {
  const filled = { ...values };
  for (const [name, field] of Object.entries(entity.fields)) {
    if (filled[name] === undefined && field.default !== undefined && field.default !== null)
      filled[name] = field.default;
  }
  return filled;
}

/** Declared fields only, converted for binding. */
export function dbValues(entity: EntityFile, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = declaredField(entity, name);
    if (field && value !== undefined && !isManyReference(field)) out[name] = toDbValue(field, value);
  }
  return out;
}
