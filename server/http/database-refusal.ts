/**
 * PostgreSQL refused a value itself: class 22 "data exception" (too long, out of range, not a
 * valid date or number, a NUL character) or a not-null or check constraint. The statement
 * failed inside its transaction, so nothing was written; the caller sent a bad value, and is
 * told so instead of getting a server error. Its text is not echoed: it can quote the value.
 */
export function isDatabaseRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (/^22[0-9A-Z]{3}$/.test(code) || code === '23502' || code === '23514');
}
