import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ERRORS } from '../errors';

/** PostgreSQL cannot store the NUL character in text or JSON, so no payload may carry it. */
const NUL = '\u0000';

/** The path of the first string (or key) holding a NUL character, or undefined. */
export function findNul(value: unknown): string | undefined {
  // Iterative, so that a deeply nested body cannot exhaust the stack.
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path || '(body)';
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (key.includes(NUL)) return itemPath;
        stack.push([item, itemPath]);
      }
    }
  }
  return undefined;
}

function refuseNul(request: FastifyRequest): void {
  const field = findNul(request.body) ?? findNul(request.query);
  if (field === undefined) return;
  throw new ApiError(ERRORS.VALIDATION_FAILED, '文本不能包含空字符 (text may not contain the NUL character)', {
    errors: [{ field: field.split(NUL).join('\\0'), message: 'text may not contain the NUL character' }],
  });
}

/**
 * Checks every request's parsed body and query before any route sees them, login included:
 * a value the database would refuse is answered as a validation failure, not a server error.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => refuseNul(request));
}
