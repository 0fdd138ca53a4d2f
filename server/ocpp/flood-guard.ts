import type { FastifyBaseLogger } from 'fastify';
import type { RPCClient } from 'ocpp-rpc';
import type { IHandshakeInterface } from 'ocpp-rpc/lib/server-client';

/**
 * When a pile is flooding: more than `refusals` of its messages refused within `windowMs`. A
 * refusal is any message answered with a CALLERROR or dropped as unreadable: a call over its
 * rate (call-throttle.ts), a frame that is no OCPP message, a payload its schema rejects, an
 * action this system does not know. A real charger sends one call at a time, a few a minute; a
 * burst (a boot, a reconnect replaying its queue) is throttled and served again once it slows
 * down. Only a pile that keeps going costs the server more than a refusal each, and goes.
 */
export interface FloodLimits {
  refusals: number;
  windowMs: number;
}

export const PILE_FLOOD_LIMITS: FloodLimits = { refusals: 1_000, windowMs: 10_000 };

/** How long a flooding pile has to take its close frame before its socket is cut. */
const FLOOD_CLOSE_GRACE_MS = 1_000;

/** ws's error when a frame (or a message of fragments) is larger than maxPayload; it closes with 1009. */
const FRAME_TOO_LARGE = 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH';

/**
 * Watches one pile connection: a flooding pile is disconnected (close 1008, policy violation)
 * and logged; a frame over the size limit, which ws answers by closing the socket with 1009, is
 * logged with the pile's code.
 */
export function guardConnection(
  client: RPCClient,
  log: FastifyBaseLogger,
  { maxFrameBytes, flood = PILE_FLOOD_LIMITS }: { maxFrameBytes: number; flood?: FloodLimits },
): void {
  const pile = client.identity;
  let windowStart = 0;
  let refused = 0;
  let flooded = false;
  const refuse = () => {
    const now = performance.now();
    if (now - windowStart > flood.windowMs) {
      windowStart = now;
      refused = 0;
    }
    if (++refused <= flood.refusals || flooded) return;
    flooded = true;
    log.warn({ pile, refused, windowMs: flood.windowMs }, 'ocpp pile disconnected: it floods the central system');
    // Whatever it sends from now on is not read; it gets its close frame, then the socket goes.
    const socket = (client as unknown as { handshake?: IHandshakeInterface }).handshake?.request.socket;
    socket?.pause();
    void client.close({ code: 1008, reason: 'too many messages', awaitPending: false }).catch(() => undefined);
    setTimeout(() => socket?.destroy(), FLOOD_CLOSE_GRACE_MS).unref();
  };
  client.on('callError', ({ outbound }: { outbound: boolean }) => {
    if (!outbound) refuse();
  });
  client.on('badMessage', refuse);
  client.on('socketError', (error: Error & { code?: string }) => {
    if (error.code === FRAME_TOO_LARGE)
      log.warn({ pile, maxFrameBytes }, 'ocpp frame over the size limit: connection closed (1009)');
    else log.info({ pile, err: error }, 'ocpp connection error');
  });
}
