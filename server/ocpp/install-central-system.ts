import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '../http/trust-proxy';
import { createCentralSystem, type CentralSystem } from './central-system';
import type { HandshakeLimits } from './handshake-guard';

declare module 'fastify' {
  interface FastifyInstance {
    centralSystem: CentralSystem;
  }
}

/** Where piles connect: ws://<host>:<PORT>/ocpp/<pile code>. */
export const OCPP_PATH = '/ocpp/';

/**
 * Serves OCPP on the app's own port: WebSocket upgrades under /ocpp/ go to the central system;
 * an upgrade nobody else listens for is closed. A wss:// listener of its own is
 * ocpp-tls-listener.ts.
 */
export function installCentralSystem(
  app: FastifyInstance,
  commandSweepMs?: number,
  security: { trustProxy?: TrustProxy; handshakeLimits?: HandshakeLimits } = {},
): void {
  const centralSystem = createCentralSystem({
    // What piles report waits behind the pages people are waiting on.
    db: app.db.background,
    log: app.log,
    bus: app.liveBus,
    sweepEveryMs: commandSweepMs,
    trustProxy: security.trustProxy,
    handshakeLimits: security.handshakeLimits,
  });
  app.decorate('centralSystem', centralSystem);
  app.server.on('upgrade', (request, socket, head) => {
    if (request.url?.startsWith(OCPP_PATH)) centralSystem.handleUpgrade(request, socket as never, head);
    else if (app.server.listenerCount('upgrade') === 1) socket.destroy();
  });
  app.addHook('preClose', async () => {
    await centralSystem.close();
  });
}
