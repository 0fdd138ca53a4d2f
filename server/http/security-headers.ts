import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { tileImageSource } from '../maps/map-tiles';

/** Strict-Transport-Security, sent only on HTTPS (directly or through a trusted proxy). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The hashes of index.html's inline scripts (the start-up script the build writes in), so that
 * the policy allows exactly them and no other inline script: an injected one does not run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1])) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2]).digest('base64')}'`);
  }
  return hashes;
}

function readIndexHtml(distDir: string | undefined): string {
  const file = distDir && path.join(distDir, 'index.html');
  return file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

/**
 * Security headers on every answer (@fastify/helmet): a Content-Security-Policy that runs only
 * this origin's scripts and index.html's own inline script, frames the app only in itself,
 * nosniff, a same-origin referrer policy, and HSTS when the request came over TLS. Styles may be
 * inline: antd writes its styles at run time. Images may come from https addresses (logos and
 * uploads configured as links, map tiles), and from the maps' tile server when it is plain http;
 * frames too (the iframe screen shows a configured page).
 */
export async function installSecurityHeaders(app: FastifyInstance, distDir?: string, tileUrl = ''): Promise<void> {
  const scriptHashes = inlineScriptHashes(readIndexHtml(distDir));
  const tileSource = tileImageSource(tileUrl);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Formily compiles the form schemas' {{ }} expressions (a reference field's option
        // loader, conditional fields) with the Function constructor: without 'unsafe-eval' no
        // form with a reference opens. Inline scripts stay refused but for the start-up script.
        scriptSrc: ["'self'", "'unsafe-eval'", ...scriptHashes],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(tileSource ? [tileSource] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    xFrameOptions: { action: 'sameorigin' },
    referrerPolicy: { policy: 'same-origin' },
    // Sent below only over TLS: on plain HTTP it would mean nothing, and on a test address it
    // would pin a browser to HTTPS for a year.
    strictTransportSecurity: false,
    // The iframe screen and https images are not cross-origin-isolated resources.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
