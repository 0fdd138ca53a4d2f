import type { FastifyBaseLogger } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { RPCServer, createRPCError, type IHandlersOption, type RPCClient } from 'ocpp-rpc';
import type { Database } from '../db/database';
import type { ConnectedPile } from './connected-pile';
import { createHandshakeGuard, type HandshakeLimits } from './handshake-guard';
import type { TrustProxy } from '../http/trust-proxy';
import type { LiveBus } from '../live/live-bus';
import { trackAlarm } from './alarms';
import { createAlarmedConnectors } from './alarmed-connectors';
import { createBatchLoader } from './batch-loader';
import { authorizeAt } from './concurrent-tx';
import { startTransaction, stopTransaction, type StartRequest, type StopRequest } from './charging-sessions';
import { createCommandDelivery } from './command-delivery';
import { createCallThrottle, PILE_CALL_LIMITS, throttledHandle } from './call-throttle';
import { BILLS, recordCommandOutcomes, UPGRADE_TASKS } from './command-outcomes';
import { recordFirmwareStatus } from './firmware-upgrade';
import { sendQueuedEmails } from '../mail/email-outbox';
import { samplesOf, type OcppMeterValue } from './meter-values';
import { createMeterValueWriter } from './meter-value-writer';
import { createPileStatusStore, gunIndexOf } from './pile-state';
import { repeatAlarmNotices } from './alarm-repeat';
import { createAlarmNotifier, type AlarmNotifier } from './notify-limits';
import { createOcpp16Validator, speakOcpp16Errors } from './ocpp16-errors';
import { guardConnection } from './flood-guard';
import { evenlySpaced, readSessionLimits } from './session-plausibility';

/** What the handshake leaves on a connection. */
interface Session {
  pile: ConnectedPile;
  origin: string;
}

/** How long a booted pile's queued commands wait for other piles' to be claimed with them. */
const BOOT_DELIVERY_LINGER_MS = 20;

/** Seconds between heartbeats asked of a pile in BootNotification's answer. */
export const HEARTBEAT_INTERVAL_S = 60;

/** The largest frame a pile may send unless configured (OCPP_MAX_FRAME_BYTES): 128 KB. */
export const DEFAULT_MAX_FRAME_BYTES = 128 * 1024;

export interface CentralSystem {
  /** Hands a WebSocket upgrade under /ocpp/ to the OCPP server (install-central-system guards it). */
  handleUpgrade(request: IncomingMessage, socket: Socket, head: Buffer): Promise<void>;
  /** Codes of the piles connected to this process. */
  connectedCodes(): string[];
  /** Whether this pile is connected to this process now. */
  holds(pileId: number): boolean;
  /** Closes the commands no pile will answer (the sweeper does this every few seconds). */
  sweepCommands(now?: number): Promise<void>;
  close(): Promise<void>;
}

interface CentralSystemOptions {
  db: Database;
  log: FastifyBaseLogger;
  bus: LiveBus;
  /** How often undeliverable commands are closed; tests call sweep themselves. */
  sweepEveryMs?: number;
  /** The alarm notices' delay and limits; the defaults unless given. */
  alarmNotifier?: AlarmNotifier;
  /** The largest frame a pile may send, in bytes; a larger one closes its socket with 1009. */
  maxFrameBytes?: number;
  /** Proxies trusted to name the caller and its scheme (TRUST_PROXY), for profile 2 behind TLS. */
  trustProxy?: TrustProxy;
  handshakeLimits?: HandshakeLimits;
}

/**
 * Where a pile reached this server (http(s)://host[:port]), from its handshake: the address it
 * can download this server's own files from.
 */
function originOf(request: IncomingMessage): string {
  const forwarded = String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim();
  const secure = forwarded ? forwarded === 'https' || forwarded === 'wss' : 'encrypted' in request.socket;
  return `${secure ? 'https' : 'http'}://${request.headers.host ?? 'localhost'}`;
}

/**
 * The payload as this pile gets it: a firmware stored by this server is named by a path
 * (/files/…), which UpdateFirmware's location (a URI) makes absolute at the pile's own origin.
 */
function paramsForPile(command: { ocpp_action: string; params: Record<string, unknown> }, origin: string) {
  const location = command.params.location;
  if (command.ocpp_action !== 'UpdateFirmware' || typeof location !== 'string' || !location.startsWith('/'))
    return command.params;
  return { ...command.params, location: new URL(location, origin).href };
}

/**
 * The OCPP 1.6J central system: piles connect at /ocpp/<pile code> with subprotocol ocpp1.6.
 * Strict mode validates every message against the OCPP JSON schemas in both directions, so a
 * malformed frame gets its CALLERROR and the connection lives on. A pile that is not registered,
 * is disabled, or whose code is not unique is refused at the handshake.
 */
export function createCentralSystem({
  db,
  log,
  bus,
  sweepEveryMs = 5_000,
  alarmNotifier = createAlarmNotifier(),
  maxFrameBytes = DEFAULT_MAX_FRAME_BYTES,
  trustProxy,
  handshakeLimits,
}: CentralSystemOptions): CentralSystem {
  const rpc = new RPCServer({
    protocols: ['ocpp1.6'],
    strictMode: true,
    // Payloads are checked, and refused, in OCPP 1.6's own error codes (ocpp16-errors.ts).
    strictModeValidators: [createOcpp16Validator()],
    // ws closes a socket whose frame is larger with 1009 before reading it (its default is 100 MiB).
    wssOptions: { maxPayload: maxFrameBytes },
    respondWithDetailedErrors: false,
    // A pile that spoke (or pinged) within the interval is plainly there: only silent ones are
    // pinged, so a large network's keep-alives do not cost a frame each way per pile every 30 s.
    deferPingsOnActivity: true,
  });
  const clients = new Map<string, RPCClient>();
  const byPileId = new Map<number, RPCClient>();
  const statuses = createPileStatusStore(db);
  const alarmed = createAlarmedConnectors(db);
  const meterValues = createMeterValueWriter(db);
  const delivery = createCommandDelivery({
    db,
    bus,
    log,
    clientOf: (pileId) => byPileId.get(pileId),
    // Clients here are the server's own (RPCServerClient), which carry the handshake's session.
    paramsFor: (command, client) => paramsForPile(command, (client as unknown as { session: Session }).session.origin),
    settled: async (commands) => {
      for (const rows of await recordCommandOutcomes(db, commands))
        bus.publish({ kind: 'rows', ...rows, at: Date.now() });
    },
  });
  const deliver = (pileIds: number[]) =>
    delivery.deliver(pileIds).catch((error) => log.error({ err: error }, 'command delivery failed'));
  // Piles booting together (a network reconnecting after a restart) claim their queued
  // commands in one statement rather than one each.
  const bootDeliveries = createBatchLoader(
    async (pileIds: number[]) => {
      await deliver(pileIds);
      return new Map<number, void>();
    },
    undefined,
    BOOT_DELIVERY_LINGER_MS,
  );
  const unsubscribe = bus.subscribe((event) => {
    if (event.kind === 'commands') void deliver(event.pileIds);
  });
  // Alarm e-mails go out as soon as an alarm opens, and the ones a mail server turned away are
  // tried again with every sweep, which also reminds of alarms nobody has taken up. Without a
  // sweeper (tests) nothing is sent behind their back.
  const sendEmails = () =>
    sweepEveryMs > 0
      ? void sendQueuedEmails(db).catch((error) => log.error({ err: error }, 'alarm e-mail sending failed'))
      : undefined;
  // 0: no timer (tests sweep when they mean to, so no write lands between their checks).
  const sweeper =
    sweepEveryMs > 0
      ? setInterval(() => {
          void delivery.sweep().catch((error) => log.error({ err: error }, 'command sweep failed'));
          void repeatAlarmNotices(db, bus, alarmNotifier)
            .then((reminded) => reminded && sendEmails())
            .catch((error) => log.error({ err: error }, 'alarm reminders failed'));
          sendEmails();
        }, sweepEveryMs)
      : undefined;
  sweeper?.unref();

  // Who may connect as which pile (security profiles 0 to 2): handshake-guard.ts.
  const guard = createHandshakeGuard({ db, bus, log, trustProxy, limits: handshakeLimits });
  rpc.auth((accept, reject, handshake) => {
    if (!handshake.endpoint.replace(/\/+$/, '').endsWith('/ocpp')) return reject(404, 'Not Found');
    guard.check(handshake).then(
      (verdict) => {
        if (!verdict.accept) return reject(verdict.status, verdict.message);
        accept({ pile: verdict.pile, origin: originOf(handshake.request) }, 'ocpp1.6');
      },
      (error) => {
        log.error({ err: error, pile: handshake.identity }, 'ocpp handshake failed');
        reject(500, 'Internal Server Error');
      },
    );
  });

  rpc.on('error', (error) => log.error({ err: error }, 'ocpp server error'));
  rpc.on('client', (client) => {
    speakOcpp16Errors(client);
    guardConnection(client, log, { maxFrameBytes });
  });
  rpc.on('client', (client) => {
    const pile = client.session.pile as ConnectedPile;
    const handle = throttledHandle(client, createCallThrottle(PILE_CALL_LIMITS), (method) =>
      log.warn({ pile: pile.code, method }, 'ocpp call refused: the pile sends too many'),
    );
    clients.get(pile.code)?.close({ code: 1000, reason: 'replaced by a new connection' });
    clients.set(pile.code, client);
    byPileId.set(pile.id, client);
    const pileEvent = () => ({
      kind: 'pile' as const,
      sellerId: pile.sellerId,
      stationId: pile.stationId,
      pileId: pile.id,
    });
    const where = () => ({ kind: 'gun' as const, sellerId: pile.sellerId, stationId: pile.stationId, pileId: pile.id });
    const fail = (what: string) => (error: unknown) => {
      log.error({ err: error, pile: pile.code }, `ocpp ${what} failed`);
      throw createRPCError('InternalError', 'the central system could not store this message');
    };

    handle('BootNotification', async () => {
      pile.bootedAt = Date.now();
      const status = await statuses.markOnline(pile).catch(fail('BootNotification'));
      bus.publish({ ...pileEvent(), online: true, status, at: Date.now() });
      // Commands queued while it was away, if they are still pending, go out now.
      void bootDeliveries.load(pile.id);
      return { status: 'Accepted', currentTime: new Date().toISOString(), interval: HEARTBEAT_INTERVAL_S };
    });
    handle('Heartbeat', async () => ({ currentTime: new Date().toISOString() }));
    handle('StatusNotification', async ({ params }: IHandlersOption) => {
      const { connectorId, status, errorCode } = params as { connectorId: number; status: string; errorCode: string };
      const gunStatus = await statuses
        .applyStatus(pile, { connectorId, status, errorCode })
        .catch(fail('StatusNotification'));
      if (gunStatus !== undefined && connectorId > 0)
        bus.publish({ ...where(), gunIndex: gunIndexOf(connectorId), status: gunStatus, at: Date.now() });
      const faulty = errorCode !== 'NoError';
      if (await alarmed.needsTracking(pile, connectorId, faulty).catch(fail('StatusNotification'))) {
        await trackAlarm(db, bus, pile, { connectorId, status, errorCode }, alarmNotifier).catch(
          fail('StatusNotification'),
        );
        alarmed.tracked(pile, connectorId, faulty);
      }
      if (faulty) sendEmails();
      return {};
    });
    handle('Authorize', async ({ params }: IHandlersOption) => {
      const { idTag } = params as { idTag: string };
      const { status } = await authorizeAt(db, { pile }, idTag).catch(fail('Authorize'));
      return { idTagInfo: { status } };
    });
    handle('StartTransaction', async ({ params }: IHandlersOption) => {
      const answer = await startTransaction(db, pile, params as StartRequest).catch(fail('StartTransaction'));
      if (answer.idTagInfo.status === 'Accepted')
        bus.publish({ kind: 'rows', sellerId: pile.sellerId, ...BILLS, at: Date.now() });
      return answer;
    });
    handle('MeterValues', async ({ params }: IHandlersOption) => {
      const { connectorId, transactionId, meterValue } = params as {
        connectorId: number;
        transactionId?: number;
        meterValue: OcppMeterValue[];
      };
      // Cut to the message's bound before any work per reading, whatever number the pile sent.
      const samples = samplesOf(evenlySpaced(meterValue, readSessionLimits().maxMessageSamples));
      if (transactionId !== undefined)
        await meterValues.record(pile, transactionId, samples).catch(fail('MeterValues'));
      const last = samples[samples.length - 1];
      if (last && connectorId > 0)
        bus.publish({
          ...where(),
          gunIndex: gunIndexOf(connectorId),
          powerW: last.powerW,
          voltageV: last.voltageV,
          currentA: last.currentA,
          soc: last.soc,
          energyWh: Number.isFinite(last.energyWh) ? last.energyWh : undefined,
          at: last.at,
        });
      return {};
    });
    handle('StopTransaction', async ({ params }: IHandlersOption) => {
      const stop = params as Omit<StopRequest, 'samples'> & { transactionData?: OcppMeterValue[] };
      const data = stop.transactionData ?? [];
      const samples = samplesOf(evenlySpaced(data, readSessionLimits().maxMessageSamples));
      const billed = await stopTransaction(db, pile, { ...stop, samples, sampleCount: data.length }).catch(
        fail('StopTransaction'),
      );
      // Today's energy and revenue on the home page and cockpits move with the bill, at once.
      if (billed) bus.publish({ kind: 'rows', sellerId: pile.sellerId, ...BILLS, at: Date.now() });
      return stop.idTag ? { idTagInfo: { status: 'Accepted' } } : {};
    });
    // Vendor messages this central system has no agreement about are acknowledged as such.
    handle('DataTransfer', async () => ({ status: 'UnknownVendorId' }));
    handle('FirmwareStatusNotification', async ({ params }: IHandlersOption) => {
      const { status } = params as { status: string };
      const recorded = await recordFirmwareStatus(db, pile, status).catch(fail('FirmwareStatusNotification'));
      if (recorded) bus.publish({ kind: 'rows', sellerId: pile.sellerId, ...UPGRADE_TASKS, at: Date.now() });
      return {};
    });
    handle('DiagnosticsStatusNotification', async () => ({}));
    handle(async ({ method }: IHandlersOption) => {
      throw createRPCError('NotImplemented', `${method} is not handled by this central system`);
    });

    client.once('close', () => {
      if (clients.get(pile.code) !== client) return;
      clients.delete(pile.code);
      byPileId.delete(pile.id);
      alarmed.forget(pile.id);
      statuses.markOffline(pile).then(
        (status) => bus.publish({ ...pileEvent(), online: false, status, at: Date.now() }),
        (error) => log.error({ err: error, pile: pile.code }, 'ocpp offline mark failed'),
      );
    });
  });

  return {
    handleUpgrade: (request, socket, head) => rpc.handleUpgrade(request, socket, head),
    connectedCodes: () => [...clients.keys()],
    holds: (pileId) => byPileId.has(pileId),
    sweepCommands: (now) => delivery.sweep(now),
    close: async () => {
      if (sweeper) clearInterval(sweeper);
      guard.close();
      unsubscribe();
      await rpc.close({ code: 1001, reason: 'server shutting down', awaitPending: false, force: true });
    },
  };
}
