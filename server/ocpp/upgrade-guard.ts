import type { FastifyBaseLogger } from 'fastify';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

type UpgradeHandler = (request: IncomingMessage, socket: Socket, head: Buffer) => unknown;

/** Longer than any pile code (32 characters) by far; a longer identity is no pile's. */
const MAX_IDENTITY_LENGTH = 255;

/** A subprotocol list as RFC 6455 allows it: tokens separated by commas. */
const SUBPROTOCOLS = /^[ \t]*[!#$%&'*+\-.^_`|~0-9A-Za-z]+([ \t]*,[ \t]*[!#$%&'*+\-.^_`|~0-9A-Za-z]+)*[ \t]*$/;

/**
 * Why a WebSocket upgrade under /ocpp/ cannot be a pile's, before ocpp-rpc reads it: ocpp-rpc
 * decodes the identity (the path's last segment) outside its own try, so a malformed escape
 * (`/ocpp/%E0%A4%A`) rejected its promise and ended the process; a malformed subprotocol header
 * it answers 500. Both are the caller's error: 400.
 */
export function upgradeRefusal(request: IncomingMessage): string | undefined {
  let identity: string;
  try {
    const { pathname } = new URL(`http://localhost${request.url ?? '/'}`);
    identity = decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1));
  } catch {
    return 'the path is not a valid URI';
  }
  // eslint-disable-next-line no-control-regex
  if (identity.length > MAX_IDENTITY_LENGTH || /[\u0000-\u001f\u007f]/.test(identity))
    return 'the charge point identity is not valid';
  const protocols = request.headers['sec-websocket-protocol'];
  if (protocols !== undefined && !SUBPROTOCOLS.test(protocols)) return 'the subprotocol header is not valid';
  return undefined;
}

/**
 * Answers an upgrade that will not happen with a plain HTTP status and closes the socket, as
 * ws does. Nothing the peer does to the socket from now on (a reset) can raise an error nobody
 * listens to.
 */
export function refuseUpgrade(socket: Socket, status: number, message = STATUS_CODES[status] ?? ''): void {
  socket.on('error', () => undefined);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(message)}\r\n\r\n${message}`,
    );
  socket.destroy();
}

/**
 * The OCPP upgrade handler, made safe to face any request: a request that cannot be a pile's is
 * answered 400 before the handler sees it, and whatever the handler throws or rejects with is
 * logged, answered 500 and its socket closed instead of reaching the process. (ocpp-rpc catches
 * what happens once it has read the request, so nothing rejects after a socket became a
 * WebSocket.)
 */
export function guardUpgrade(handle: UpgradeHandler, log: FastifyBaseLogger): UpgradeHandler {
  const failed = (socket: Socket, error: unknown) => {
    log.error({ err: error }, 'ocpp upgrade failed');
    if (!socket.destroyed) refuseUpgrade(socket, 500);
  };
  return (request, socket, head) => {
    try {
      const refusal = upgradeRefusal(request);
      if (refusal) {
        log.warn({ url: request.url?.slice(0, 300), reason: refusal }, 'ocpp upgrade refused');
        return refuseUpgrade(socket, 400, refusal);
      }
      const pending = handle(request, socket, head);
      if (pending instanceof Promise) pending.catch((error) => failed(socket, error));
    } catch (error) {
      failed(socket, error);
    }
  };
}
