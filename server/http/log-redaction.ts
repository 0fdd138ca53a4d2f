/**
 * What a log line may carry: no secret by name, no bound parameters of a failed query (they
 * hold password hashes and whole payloads, and cannot be told apart by position), and no
 * value large enough to flood the log.
 */

/** Keys whose values are secrets, matched case-insensitively as parts of a key name. */
const SECRET_KEY_PARTS = new Set([
  'password',
  'passwd',
  'token',
  'hash',
  'salt',
  'ticket',
  'smscode',
  'captcha',
  'secret',
  'authorization',
  'cookie',
]);

/** Field names declared secret elsewhere (schemas), matched exactly. */
const secretNames = new Set<string>();

/** Adds key names to redact, e.g. the schema fields marked secret. */
export function addSecretKeys(names: Iterable<string>): void {
  for (const name of names) secretNames.add(name.toLowerCase());
}

export function isSecretKey(key: string): boolean {
  const lower = key.toLowerCase();
  if (secretNames.has(lower)) return true;
  for (const part of SECRET_KEY_PARTS) if (lower.includes(part)) return true;
  return false;
}

export const REDACTED = '[redacted]';
export const LOG_LIMITS = { text: 500, keys: 40, items: 10, depth: 5 } as const;

export const truncate = (text: string, limit: number = LOG_LIMITS.text) =>
  text.length <= limit ? text : `${text.slice(0, limit)}… (${text.length} characters)`;

const isPlain = (value: object) => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/** An error as a bounded plain object: its own fields, but never a query's parameters. */
function errorObject(error: Error, depth: number): Record<string, unknown> {
  const own: Record<string, unknown> = { type: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'params' || key === 'queryOptions' || key === 'values') {
      own[key] = Array.isArray(value) ? `[${value.length} parameters not logged]` : REDACTED;
    } else own[key] = value;
  }
  if (error.cause !== undefined) own.cause = error.cause;
  return redactValue(own, depth) as Record<string, unknown>;
}

/**
 * A copy of a logged value with secrets replaced and sizes bounded. Objects that are neither
 * plain data nor errors (requests, replies) are left to the logger's own serializers.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return truncate(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= LOG_LIMITS.depth) return '[nested too deep]';
  if (value instanceof Error) return errorObject(value, depth);
  if (Array.isArray(value)) {
    const items = value.slice(0, LOG_LIMITS.items).map((item) => redactValue(item, depth + 1));
    if (value.length > LOG_LIMITS.items) items.push(`… ${value.length - LOG_LIMITS.items} more`);
    return items;
  }
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  if (!isPlain(value)) return value;
  const out: Record<string, unknown> = {};
  const entries = Object.entries(value);
  for (const [key, item] of entries.slice(0, LOG_LIMITS.keys)) {
    out[truncate(key, 100)] = isSecretKey(key) ? REDACTED : redactValue(item, depth + 1);
  }
  if (entries.length > LOG_LIMITS.keys) out['…'] = `${entries.length - LOG_LIMITS.keys} more keys`;
  return out;
}

/** A URL with the values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return truncate(url);
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const key = decodeURIComponentSafe(pair.split('=')[0]);
      return isSecretKey(key) ? `${pair.split('=')[0]}=${REDACTED}` : pair;
    })
    .join('&');
  return truncate(`${url.slice(0, at)}?${query}`);
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
