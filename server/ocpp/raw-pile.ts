import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { demoPileKey } from './pile-credentials';

/** What these tests use of a `ws` client (the package ships no typings of its own). */
interface WsClient {
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  once(event: 'open', listener: () => void): void;
  once(event: 'error', listener: (error: Error) => void): void;
  once(event: 'close', listener: (code: number, reason: Buffer) => void): void;
  once(event: 'unexpected-response', listener: (request: unknown, response: IncomingMessage) => void): void;
  send(data: string): void;
  terminate(): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (
  url: string,
  protocols: string[],
  options?: { headers?: Record<string, string> },
) => WsClient;

/**
 * A pile's WebSocket without any OCPP library in between, for tests that send what a library
 * would refuse to: frames that are no OCPP message, wrong ids, oversized frames, floods.
 */
export interface RawPile {
  /** Sends a frame as is: a string verbatim, anything else as JSON. */
  send(frame: unknown): void;
  /** The next frame the central system sends (parsed), waiting at most `timeoutMs`. */
  next(timeoutMs?: number): Promise<unknown[]>;
  /** A call and its answer: `[3, id, payload]` or `[4, id, code, description, details]`. */
  call(id: unknown, action: string, payload: unknown): Promise<unknown[]>;
  /** How the central system closed the connection. */
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/** Connects as `identity` with its key (the demo network's key of that pile unless given). */
export async function openRawPile(
  ocppUrl: string,
  identity: string,
  key: string = demoPileKey(identity),
): Promise<RawPile> {
  const authorization = `Basic ${Buffer.from(`${identity}:${key}`).toString('base64')}`;
  const ws = new WebSocket(`${ocppUrl}/${encodeURIComponent(identity)}`, ['ocpp1.6'], {
    headers: { authorization },
  });
  const frames: unknown[][] = [];
  const waiting: ((frame: unknown[]) => void)[] = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as unknown[];
    const waiter = waiting.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  // A socket the server cut shows as an error too; `closed` says how it ended.
  ws.on('error', () => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    ws.once('error', reject);
  });
  const next = (timeoutMs = 5_000) =>
    frames.length
      ? Promise.resolve(frames.shift()!)
      : new Promise<unknown[]>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no frame from the central system')), timeoutMs);
          waiting.push((frame) => {
            clearTimeout(timer);
            resolve(frame);
          });
        });
  const send = (frame: unknown) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  return {
    send,
    next,
    call: (id, action, payload) => {
      send([2, id, action, payload]);
      return next();
    },
    closed,
    close: () => ws.terminate(),
  };
}
