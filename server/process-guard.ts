import type { FastifyBaseLogger } from 'fastify';

/** Errors of one connection whose peer refused, reset or left it (a read, write or connect of its socket). */
const PEER_GONE = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * Whether an uncaught exception is a socket's error event that nobody listened to, raised
 * because its peer refused, reset or left. Node emits such an error from its own callback, after it has
 * destroyed that socket: no code of ours was stopped half-way, and only that connection is lost.
 */
export function isPeerSocketError(error: unknown): boolean {
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  return (
    typeof code === 'string' &&
    PEER_GONE.has(code) &&
    (syscall === 'read' || syscall === 'write' || syscall === 'connect')
  );
}

/**
 * What the process does with a failure nobody caught, so that nothing a caller sends stops it.
 * - An unhandled promise rejection is logged and the server keeps serving: the promise's own
 *   work has already unwound (its stack is gone, its transaction rolled back or never begun);
 *   only whoever should have awaited it missed the answer. Node's default would end the process.
 * - An uncaught exception stopped code in the middle of a step, which may have left this
 *   process's memory (a half-applied cache, a lock counter, a queue) inconsistent: serving on
 *   could answer wrongly. It is logged as fatal and the process exits 1, for its supervisor to
 *   restart it (the database keeps every acknowledged write, see server/security/crash-safety).
 *   The one exception is a connection's socket error with no listener, its peer gone (above).
 */
export function guardProcess(log: FastifyBaseLogger, exit: (code: number) => void = (code) => process.exit(code)) {
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled promise rejection: logged, the server keeps serving');
  });
  process.on('uncaughtException', (error) => {
    if (isPeerSocketError(error)) {
      log.warn({ err: error }, 'a connection failed with nobody listening: the server keeps serving');
      return;
    }
    log.fatal({ err: error }, 'uncaught exception: the server stops, for its supervisor to restart it');
    exit(1);
  });
}
