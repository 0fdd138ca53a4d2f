import fs from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { FastifyInstance } from 'fastify';
import { OCPP_PATH } from './install-central-system';

/** OCPP_TLS_CERT, OCPP_TLS_KEY (PEM files) and OCPP_TLS_PORT: the wss:// listener of security profile 2. */
export interface OcppTlsConfig {
  certFile: string;
  keyFile: string;
  port: number;
}

/** The TLS settings from the environment; none unless both files are named. */
export function readOcppTlsConfig(env: NodeJS.ProcessEnv = process.env): OcppTlsConfig | undefined {
  const certFile = env.OCPP_TLS_CERT?.trim();
  const keyFile = env.OCPP_TLS_KEY?.trim();
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error('OCPP_TLS_CERT and OCPP_TLS_KEY name the certificate and its key: both');
  const port = Number(env.OCPP_TLS_PORT ?? 8443);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`OCPP_TLS_PORT is no port: ${env.OCPP_TLS_PORT}`);
  return { certFile, keyFile, port };
}

/**
 * A wss:// listener for the chargers (security profile 2 with the server terminating TLS
 * itself): upgrades under /ocpp/ go to the same central system as the plain port's, where the
 * handshake sees a TLS socket; every other request is answered 404, the API stays on its port.
 * Its caller closes it (closeOcppTls) before the app, which ends the connections it carried.
 */
export async function listenOcppTls(
  app: FastifyInstance,
  tls: { cert: string | Buffer; key: string | Buffer; port: number; host?: string },
): Promise<Server> {
  const server = createServer({ cert: tls.cert, key: tls.key, minVersion: 'TLSv1.2' }, (_request, response) => {
    response.writeHead(404).end();
  });
  server.on('upgrade', (request, socket, head) => {
    if (request.url?.startsWith(OCPP_PATH)) app.centralSystem.handleUpgrade(request, socket as never, head);
    else socket.destroy();
  });
  // A client that fails the TLS handshake is its own problem, never the server's.
  server.on('tlsClientError', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(tls.port, tls.host ?? '0.0.0.0', () => resolve());
  });
  return server;
}

/** Reads the files named by the configuration and listens. */
export const listenOcppTlsFromConfig = (app: FastifyInstance, config: OcppTlsConfig) =>
  listenOcppTls(app, {
    cert: fs.readFileSync(config.certFile),
    key: fs.readFileSync(config.keyFile),
    port: config.port,
  });

export async function closeOcppTls(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
