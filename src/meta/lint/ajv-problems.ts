import type { ErrorObject } from 'ajv';
import { pointer } from './problem';

interface Found {
  pointer: string;
  message: string;
}

type SchemaNode = { type?: string; const?: unknown };

const jsonType = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;

const accepts = (branch: SchemaNode, type: string) =>
  branch.const !== undefined
    ? jsonType(branch.const) === type
    : branch.type === type ||
      (branch.type === 'number' && type === 'integer') ||
      (branch.type === 'integer' && type === 'number');

function describeUnion(error: ErrorObject): string {
  const branches = error.schema as SchemaNode[];
  if (branches.every((b) => b.const !== undefined)) {
    return `must be one of: ${branches.map((b) => JSON.stringify(b.const)).join(', ')}`;
  }
  if (branches.every((b) => b.type !== undefined)) return `must be ${branches.map((b) => b.type).join(' or ')}`;
  return 'does not match any allowed form';
}

function describe(error: ErrorObject): Found {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') {
    const name = String(params.additionalProperty);
    const patterns = Object.keys((error.parentSchema as { patternProperties?: object }).patternProperties ?? {});
    const message =
      patterns.length > 0
        ? `property name "${name}" must match ${patterns.join(' or ')}`
        : `unknown property "${name}"`;
    return { pointer: error.instancePath + pointer(name), message };
  }
  if (error.keyword === 'required') {
    return { pointer: error.instancePath, message: `missing required property "${String(params.missingProperty)}"` };
  }
  return { pointer: error.instancePath, message: error.message ?? error.keyword };
}

/**
 * Turns ajv's raw errors into one readable finding per mistake. A union (anyOf) yields an
 * error per branch; when the value's JSON type selects a single branch, that branch's own
 * errors say what is wrong, otherwise the union is summed up as the values it accepts.
 */
export function ajvProblems(errors: ErrorObject[]): Found[] {
  const found: Found[] = [];
  const consumed = new Set<ErrorObject>();
  const unions = errors.filter((e) => e.keyword === 'anyOf').sort((a, b) => a.schemaPath.length - b.schemaPath.length);
  for (const union of unions) {
    if (consumed.has(union)) continue;
    consumed.add(union);
    const inside = errors.filter((e) => e !== union && e.schemaPath.startsWith(`${union.schemaPath}/`));
    inside.forEach((e) => consumed.add(e));
    const type = jsonType(union.data);
    const candidates = (union.schema as SchemaNode[]).flatMap((b, i) => (accepts(b, type) ? [i] : []));
    const chosen =
      candidates.length === 1
        ? inside.filter((e) => e.schemaPath.startsWith(`${union.schemaPath}/${candidates[0]}/`))
        : [];
    if (chosen.length > 0) found.push(...ajvProblems(chosen));
    else found.push({ pointer: union.instancePath, message: describeUnion(union) });
  }
  for (const error of errors) if (!consumed.has(error)) found.push(describe(error));
  return found;
}
