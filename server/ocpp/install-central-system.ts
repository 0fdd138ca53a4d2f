import type { FastifyInstance } from 'fastify';
import { createCentralSystem, type CentralSystem } from './central-system';
import { createAlarmNotifier, type AlarmNotifier, type AlarmNotifySettings } from './notify-limits';

declare module 'fastify' {
  interface FastifyInstance {
    centralSystem: CentralSystem;
    /** The alarm notices' delay and the notices sent per pile and seller in this process. */
    alarmNotifier: AlarmNotifier;
  }
}

/** Where piles connect: ws://<host>:<PORT>/ocpp/<pile code>. */
export const OCPP_PATH = '/ocpp/';

/**
 * Serves OCPP on the app's own port: WebSocket upgrades under /ocpp/ go to the central system;
 * an upgrade nobody else listens for is closed.
 */
export function installCentralSystem(
  app: FastifyInstance,
  commandSweepMs?: number,
  alarmNotify?: AlarmNotifySettings,
): void {
  const alarmNotifier = createAlarmNotifier(alarmNotify);
  app.decorate('alarmNotifier', alarmNotifier);
  const centralSystem = createCentralSystem({
    // What piles report waits behind the pages people are waiting on.
    db: app.db.background,
    log: app.log,
    bus: app.liveBus,
    sweepEveryMs: commandSweepMs,
    alarmNotifier,
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
