import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '../http/trust-proxy';
import { createCentralSystem, type CentralSystem } from './central-system';
import { createAlarmNotifier, type AlarmNotifier, type AlarmNotifySettings } from './notify-limits';
import { guardUpgrade, refuseUpgrade } from './upgrade-guard';
import type { HandshakeLimits } from './handshake-guard';

declare module 'fastify' {
  interface FastifyInstance {
    centralSystem: CentralSystem;
    /** The alarm notices' delay and the notices sent per pile and seller in this process. */
    alarmNotifier: AlarmNotifier;
  }
}

/** Where piles connect: ws://<host>:<PORT>/ocpp/<pile code>. */
export const OCPP_PATH = '/ocpp/';

/** The central system's settings (the defaults unless main.ts read others from the environment). */
export interface CentralSystemSettings {
  /** The largest frame a pile may send, in bytes; a larger one closes its socket with 1009. */
  maxFrameBytes?: number;
  /** The alarm notices' delay and limits per pile and seller. */
  alarmNotify?: AlarmNotifySettings;
  /** Proxies trusted to name the caller and its scheme (TRUST_PROXY), for profile 2 behind TLS. */
  trustProxy?: TrustProxy;
  /** Refused handshakes allowed a minute per address and per pile code. */
  handshakeLimits?: HandshakeLimits;
}

/**
 * Serves OCPP on the app's own port: WebSocket upgrades under /ocpp/ go to the central system,
 * through a guard that answers a malformed one 400 and keeps any failure from the process; an
 * upgrade nobody else listens for is answered 404. A wss:// listener of its own is
 * ocpp-tls-listener.ts.
 */
export function installCentralSystem(
  app: FastifyInstance,
  commandSweepMs?: number,
  settings: CentralSystemSettings = {},
): void {
  const alarmNotifier = createAlarmNotifier(settings.alarmNotify);
  app.decorate('alarmNotifier', alarmNotifier);
  const centralSystem = createCentralSystem({
    // What piles report waits behind the pages people are waiting on.
    db: app.db.background,
    log: app.log,
    bus: app.liveBus,
    sweepEveryMs: commandSweepMs,
    alarmNotifier,
    maxFrameBytes: settings.maxFrameBytes,
    trustProxy: settings.trustProxy,
    handshakeLimits: settings.handshakeLimits,
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
