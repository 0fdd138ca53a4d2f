import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { TrustProxy } from '../http/trust-proxy';
import type { LiveBus } from '../live/live-bus';
import { findPileByCode, type ConnectedPile } from './connected-pile';
import { basicCredentials, isVerifiedKey, SECURITY_PROFILE, verifyAuthorizationKey } from './pile-credentials';
import { createSecurityEvents, type HandshakeFailure, type SecurityEvents } from './security-events';

/** Refused handshakes allowed a minute, per caller address and per pile code. */
export interface HandshakeLimits {
  perAddress: number;
  perCode: number;
}

export const DEFAULT_HANDSHAKE_LIMITS: HandshakeLimits = { perAddress: 20, perCode: 10 };

/** Addresses and codes whose failures are counted at once; the oldest window goes first beyond it. */
const MAX_COUNTED = 20_000;
const WINDOW_MS = 60_000;

/**
 * Fixed one-minute windows of failures per key, in a map of bounded size: a flood from many
 * addresses pushes out the oldest counts rather than growing memory.
 */
function createFailureCounter(limit: number) {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string, now: number) => {
    const window = windows.get(key);
    if (!window || now - window.start >= WINDOW_MS) return undefined;
    return window;
  };
  return {
    blocked: (key: string, now = Date.now()) => limit > 0 && (current(key, now)?.count ?? 0) >= limit,
    fail(key: string, now = Date.now()) {
      const window = current(key, now);
      if (window) {
        window.count++;
        return;
      }
      windows.delete(key);
      if (windows.size >= MAX_COUNTED) windows.delete(windows.keys().next().value as string);
      windows.set(key, { start: now, count: 1 });
    },
  };
}

/** Which peers may say, in X-Forwarded-For and X-Forwarded-Proto, who called and how. */
function proxyTrust(trustProxy: TrustProxy): (address: string, hop: number) => boolean {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  const list = new BlockList();
  for (const entry of trustProxy) {
    const [address, bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const plain = address.replace(/^::ffff:/, '');
    const type = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
    return isIP(plain) !== 0 && list.check(plain, type);
  };
}

export type HandshakeVerdict =
  | { accept: true; pile: ConnectedPile }
  | { accept: false; status: 401 | 403 | 404 | 429; message: string };

export interface HandshakeGuard {
  /** Whether this handshake may become the pile's connection, and if not, the HTTP answer. */
  check(handshake: { identity: string; request: IncomingMessage }): Promise<HandshakeVerdict>;
  events: SecurityEvents;
  close(): void;
}

const UNAUTHORIZED = { accept: false, status: 401, message: 'Unauthorized' } as const;

/**
 * OCPP 1.6 security profiles 0 to 2 at the handshake (Security Whitepaper edition 3). Before
 * anything else, `Authorization: Basic base64(<pile code>:<key>)` is checked against the pile's
 * key hash. A missing or wrong key, a code that names no pile (or two), and a profile 2 pile on
 * plain ws:// all get the same 401 after the same scrypt work (a dummy hash stands in for an
 * absent one), so nothing tells which codes exist. Only the right key learns more: a disabled
 * pile then gets 403. Profile 0 piles, chosen so by their administrator, connect without a key.
 *
 * Refusals count per caller address and per code (one-minute windows, bounded memory); past the
 * limit the handshake is refused with 429 before any scrypt, unless its key is one this process
 * verified already for that pile (so a flood against a real pile's code cannot lock that pile
 * out while it reconnects with its own key). Each refusal is a security event (security-events.ts).
 */
export function createHandshakeGuard(options: {
  db: Database;
  bus: LiveBus;
  log: FastifyBaseLogger;
  trustProxy?: TrustProxy;
  limits?: HandshakeLimits;
  /** How often the security events of the minute are written; 0: only by events.flush(). */
  eventsEveryMs?: number;
}): HandshakeGuard {
  const { db, log, limits = DEFAULT_HANDSHAKE_LIMITS } = options;
  const trusted = proxyTrust(options.trustProxy ?? false);
  const byAddress = createFailureCounter(limits.perAddress);
  const byCode = createFailureCounter(limits.perCode);
  const events = createSecurityEvents({ db, bus: options.bus, log, everyMs: options.eventsEveryMs });

  /** The caller: the peer, or what the trusted proxies in front of it say. */
  const callerOf = (request: IncomingMessage) => {
    const peer = request.socket.remoteAddress ?? '';
    const forwarded = String(request.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const chain = [peer, ...forwarded.reverse()];
    let hop = 0;
    while (hop < chain.length - 1 && trusted(chain[hop], hop)) hop++;
    return chain[hop];
  };
  /** TLS on this connection, or at a trusted proxy that says so. */
  const isSecure = (request: IncomingMessage) => {
    if ('encrypted' in request.socket && request.socket.encrypted) return true;
    if (!trusted(request.socket.remoteAddress ?? '', 0)) return false;
    const proto = String(request.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      .trim()
      .toLowerCase();
    return proto === 'https' || proto === 'wss';
  };

  const refuse = (pile: ConnectedPile | null, code: string, address: string, reason: HandshakeFailure) => {
    if (reason !== 'rateLimited') {
      byAddress.fail(address);
      byCode.fail(code);
    }
    events.note({ pile, code, address, reason });
    log.warn({ pile: code, address, reason }, 'ocpp connection refused');
  };

  return {
    events,
    close: () => events.close(),
    async check({ identity, request }) {
      const address = callerOf(request);
      const credentials = basicCredentials(request.headers.authorization);
      // The user name must be the identity the URL names: a key of one pile opens no other.
      const key = credentials && credentials.user === identity ? credentials.password : undefined;
      const found = await findPileByCode(db, identity);
      const known = found.ok || found.reason === 'disabled' ? found : undefined;
      const pile = known ? known.pile : null;
      const profile = known ? known.security.profile : SECURITY_PROFILE.basic;
      const keyHash = known ? known.security.keyHash : null;

      if (known && profile === SECURITY_PROFILE.none) {
        return found.ok ? { accept: true, pile: found.pile } : { accept: false, status: 403, message: 'Forbidden' };
      }
      const limited = byAddress.blocked(address) || byCode.blocked(identity);
      if (limited && !(key !== undefined && isVerifiedKey(key, keyHash))) {
        events.note({ pile, code: identity, address, reason: 'rateLimited' });
        return { accept: false, status: 429, message: 'Too Many Requests' };
      }
      if (key === undefined) {
        refuse(pile, identity, address, 'noKey');
        return UNAUTHORIZED;
      }
      if (!(await verifyAuthorizationKey(key, keyHash)) || !known) {
        refuse(pile, identity, address, 'wrongKey');
        return UNAUTHORIZED;
      }
      if (profile >= SECURITY_PROFILE.tlsBasic && !isSecure(request)) {
        refuse(pile, identity, address, 'plainTransport');
        return UNAUTHORIZED;
      }
      if (!found.ok) return { accept: false, status: 403, message: 'Forbidden' };
      return { accept: true, pile: found.pile };
    },
  };
}
