import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ERRORS } from '../messages';

/** PostgreSQL cannot store the NUL character in text or JSON, so no payload may carry it. */
const NUL = '\u0000';
/** Half of a surrogate pair alone is no character: stored as UTF-8 it would turn into another. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const isUnstorable = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);

/** The path of the first string (or key) PostgreSQL could not store as sent, or undefined. */
export function findUnstorable(value: unknown): string | undefined {
  // Iterative, so that a deeply nested body cannot exhaust the stack.
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (isUnstorable(current)) return path || '(body)';
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (isUnstorable(key)) return itemPath;
        stack.push([item, itemPath]);
      }
    }
  }
  return undefined;
}

const UNSTORABLE = '文本不能包含空字符或无效的字符 (text may not contain NUL or broken characters)';

function refuseUnstorable(request: FastifyRequest): void {
  const field = findUnstorable(request.body) ?? findUnstorable(request.query);
  if (field === undefined) return;
  const printable = JSON.stringify(field).slice(1, -1).slice(0, 100);
  throw new ApiError(ERRORS.VALIDATION_FAILED, UNSTORABLE, { errors: [{ field: printable, message: UNSTORABLE }] });
}

/**
 * Checks every request's parsed body and query before any route sees them, login included:
 * a value the database would refuse is answered as a validation failure, not a server error.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => refuseUnstorable(request));
}
