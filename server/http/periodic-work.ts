import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` once the server is ready and then every `everyMs`, until it closes; 0 never (tests
 * run the work themselves, so that nothing writes between their checks). A failed round is
 * logged under `what` and the next one tries again; nobody waits on it.
 */
export function installPeriodicWork(
  app: FastifyInstance,
  what: string,
  everyMs: number,
  work: () => Promise<unknown>,
): void {
  if (everyMs <= 0) return;
  const round = () => void work().catch((error: unknown) => app.log.error({ err: error }, `${what} failed`));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    round();
    timer = setInterval(round, everyMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
  });
}
