import type { FastifyServerOptions } from 'fastify';
import type { MetaBundle } from '../../src/meta/bundle';
import { addSecretKeys, redactUrl, redactValue, truncate } from './log-redaction';

interface LoggedRequest {
  method?: string;
  url?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Field names the schemas mark `secret: true`: redacted from logs like passwords. */
export function secretFieldNames(bundle: MetaBundle): string[] {
  return [...bundle.entities.values()].flatMap((entity) =>
    Object.entries(entity.fields)
      .filter(([, field]) => (field as { secret?: unknown }).secret === true)
      .map(([name]) => name),
  );
}

/**
 * The server's pino options: every logged object goes through the redaction (secrets by key
 * name, query parameters of failed statements, bounded sizes) and request lines show URLs
 * with secret query values replaced.
 */
export function loggerOptions(level: string, bundle?: MetaBundle): NonNullable<FastifyServerOptions['logger']> {
  if (bundle) addSecretKeys(secretFieldNames(bundle));
  return {
    level,
    formatters: {
      log: (object) => redactValue(object) as Record<string, unknown>,
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url ?? ''),
        host: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    hooks: {
      // The message text is bounded like any logged value.
      logMethod(args, method) {
        const bounded = args.map((arg: unknown) => (typeof arg === 'string' ? truncate(arg, 2000) : arg));
        method.apply(this, bounded as Parameters<typeof method>);
      },
    },
  };
}
