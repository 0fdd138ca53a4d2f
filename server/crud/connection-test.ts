import net from 'node:net';
import tls from 'node:tls';

export interface ConnectionTarget {
  host: string;
  port: number;
  tls: boolean;
  timeoutMs: number;
}

export type ConnectionOutcome = { ok: true; elapsedMs: number } | { ok: false; elapsedMs: number; reason: string };

const HOST = /^[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$|^\[?[0-9A-Fa-f:.]+\]?$/;

/** A host name or address and a port a connection may be tried to; undefined when malformed. */
export function connectionTarget(host: unknown, port: unknown, useTls: unknown, timeoutMs: number) {
  const name = typeof host === 'string' ? host.trim() : '';
  const number = typeof port === 'string' && /^\d+$/.test(port) ? Number(port) : port;
  if (!HOST.test(name) || typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > 65535)
    return undefined;
  return { host: name.replace(/^\[|\]$/g, ''), port: number, tls: useTls === true || useTls === 'true', timeoutMs };
}

/**
 * Opens a TCP connection (a TLS handshake when asked, checking the certificate) to the host
 * and closes it at once: proof that the configured server answers, without sending anything.
 */
export function tryConnect(target: ConnectionTarget): Promise<ConnectionOutcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (reason?: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const elapsedMs = Date.now() - started;
      resolve(reason === undefined ? { ok: true, elapsedMs } : { ok: false, elapsedMs, reason });
    };
    const socket = target.tls
      ? tls.connect({
          host: target.host,
          port: target.port,
          servername: net.isIP(target.host) ? undefined : target.host,
        })
      : net.connect({ host: target.host, port: target.port });
    socket.setTimeout(target.timeoutMs, () => finish(`timeout after ${target.timeoutMs} ms`));
    socket.once(target.tls ? 'secureConnect' : 'connect', () => finish());
    socket.once('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
  });
}
