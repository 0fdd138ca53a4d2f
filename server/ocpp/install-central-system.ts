import type { FastifyInstance } from 'fastify';
import { createCentralSystem, type CentralSystem } from './central-system';
import { guardUpgrade, refuseUpgrade } from './upgrade-guard';

declare module 'fastify' {
  interface FastifyInstance {
    centralSystem: CentralSystem;
  }
}

/** Where piles connect: ws://<host>:<PORT>/ocpp/<pile code>. */
export const OCPP_PATH = '/ocpp/';

/** What a pile may send, bounded (the defaults unless main.ts read others from the environment). */
export interface OcppLimits {
  /** The largest frame a pile may send, in bytes; a larger one closes its socket with 1009. */
  maxFrameBytes?: number;
}

/**
 * Serves OCPP on the app's own port: WebSocket upgrades under /ocpp/ go to the central system,
 * through a guard that answers a malformed one 400 and keeps any failure from the process; an
 * upgrade nobody else listens for is answered 404.
 */
export function installCentralSystem(app: FastifyInstance, commandSweepMs?: number, limits: OcppLimits = {}): void {
  const centralSystem = createCentralSystem({
    // What piles report waits behind the pages people are waiting on.
    db: app.db.background,
    log: app.log,
    bus: app.liveBus,
    sweepEveryMs: commandSweepMs,
    maxFrameBytes: limits.maxFrameBytes,
  });
  app.decorate('centralSystem', centralSystem);
  const handleOcpp = guardUpgrade(centralSystem.handleUpgrade, app.log);
  app.server.on('upgrade', (request, socket, head) => {
    if (request.url?.startsWith(OCPP_PATH)) handleOcpp(request, socket as never, head);
    else if (app.server.listenerCount('upgrade') === 1) refuseUpgrade(socket as never, 404);
  });
  app.addHook('preClose', async () => {
    await centralSystem.close();
  });
}
