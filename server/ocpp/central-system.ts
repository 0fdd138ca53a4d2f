import type { FastifyBaseLogger } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { RPCServer, createRPCError, type IHandlersOption } from 'ocpp-rpc';
import type { Database } from '../db/database';
import { findPileByCode, type ConnectedPile } from './connected-pile';
import { applyStatus, markOffline, markOnline } from './pile-state';

/** Seconds between heartbeats asked of a pile in BootNotification's answer. */
export const HEARTBEAT_INTERVAL_S = 60;

export interface CentralSystem {
  /** Hands a WebSocket upgrade under /ocpp/ to the OCPP server. */
  handleUpgrade(request: IncomingMessage, socket: Socket, head: Buffer): void;
  /** Codes of the piles connected to this process. */
  connectedCodes(): string[];
  close(): Promise<void>;
}

interface CentralSystemOptions {
  db: Database;
  log: FastifyBaseLogger;
}

/**
 * The OCPP 1.6J central system: piles connect at /ocpp/<pile code> with subprotocol ocpp1.6.
 * Strict mode validates every message against the OCPP JSON schemas in both directions, so a
 * malformed frame gets its CALLERROR and the connection lives on. A pile that is not registered,
 * is disabled, or whose code is not unique is refused at the handshake.
 */
export function createCentralSystem({ db, log }: CentralSystemOptions): CentralSystem {
  const rpc = new RPCServer({ protocols: ['ocpp1.6'], strictMode: true, respondWithDetailedErrors: false });
  const clients = new Map<string, { close(options?: Record<string, unknown>): Promise<unknown> }>();

  rpc.auth((accept, reject, handshake) => {
    if (!handshake.endpoint.replace(/\/+$/, '').endsWith('/ocpp')) return reject(404, 'Not Found');
    findPileByCode(db, handshake.identity).then(
      (found) => {
        if (!found.ok) {
          log.warn({ pile: handshake.identity, reason: found.reason }, 'ocpp connection refused');
          return reject(found.reason === 'disabled' ? 403 : 401, 'Unauthorized');
        }
        accept({ pile: found.pile }, 'ocpp1.6');
      },
      (error) => {
        log.error({ err: error, pile: handshake.identity }, 'ocpp handshake failed');
        reject(500, 'Internal Server Error');
      },
    );
  });

  rpc.on('client', (client) => {
    const pile = client.session.pile as ConnectedPile;
    clients.get(pile.code)?.close({ code: 1000, reason: 'replaced by a new connection' });
    clients.set(pile.code, client);
    const fail = (what: string) => (error: unknown) => {
      log.error({ err: error, pile: pile.code }, `ocpp ${what} failed`);
      throw createRPCError('InternalError', 'the central system could not store this message');
    };

    client.handle('BootNotification', async () => {
      await markOnline(db, pile).catch(fail('BootNotification'));
      return { status: 'Accepted', currentTime: new Date().toISOString(), interval: HEARTBEAT_INTERVAL_S };
    });
    client.handle('Heartbeat', async () => ({ currentTime: new Date().toISOString() }));
    client.handle('StatusNotification', async ({ params }: IHandlersOption) => {
      const { connectorId, status, errorCode } = params as { connectorId: number; status: string; errorCode: string };
      await applyStatus(db, pile, { connectorId, status, errorCode }).catch(fail('StatusNotification'));
      return {};
    });
    client.handle(async ({ method }: IHandlersOption) => {
      throw createRPCError('NotImplemented', `${method} is not handled by this central system`);
    });

    client.once('close', () => {
      if (clients.get(pile.code) !== client) return;
      clients.delete(pile.code);
      markOffline(db, pile).catch((error) => log.error({ err: error, pile: pile.code }, 'ocpp offline mark failed'));
    });
  });

  return {
    handleUpgrade: (request, socket, head) => void rpc.handleUpgrade(request, socket, head),
    connectedCodes: () => [...clients.keys()],
    close: () => rpc.close({ code: 1001, reason: 'server shutting down', awaitPending: false, force: true }),
  };
}
