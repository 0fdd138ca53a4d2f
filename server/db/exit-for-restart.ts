import type { FastifyBaseLogger } from 'fastify';

/**
 * The embedded database's thread is gone: every statement would fail from now on, and the
 * server would keep answering errors while looking alive. It exits non-zero instead, so that its
 * supervisor (systemd's `Restart=on-failure`, a container's restart policy) starts it again on
 * the same data folder. The line goes to stderr as well, written at once, since the process
 * ends before an asynchronous log would be flushed.
 */
export function exitForRestart(log: Pick<FastifyBaseLogger, 'fatal'> | undefined, error: Error): never {
  log?.fatal({ err: error }, 'the database stopped; exiting for a restart');
  process.stderr.write(`the database stopped; exiting for a restart: ${error.message}\n`);
  process.exit(1);
}
