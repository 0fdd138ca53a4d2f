import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * A charger's AuthorizationKey (OCPP 1.6 Security Whitepaper, profiles 1 and 2) is kept only as
 * a salted scrypt hash, `scrypt$N$r$p$salt$hash` like user passwords, never in clear.
 *
 * The cost is lower than the passwords' (N 2^11 against 2^14): a key is 16 to 40 characters an
 * administrator (or the charger's maker) chooses for a machine, not a word a person remembers,
 * and a network of 10,000 piles reconnecting after a restart hashes one key per pile. scrypt runs
 * asynchronously on libuv's thread pool, never on the main thread, and at this cost takes a few
 * milliseconds per key, so such a storm is seconds of pool time while requests go on being served.
 */
const PARAMS = { N: 2048, r: 8, p: 1 };
const KEY_LENGTH = 32;

const derive = (secret: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(secret, salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

export async function hashAuthorizationKey(key: string): Promise<string> {
  const salt = randomBytes(16);
  const derived = await derive(key, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), derived.toString('base64')].join('$');
}

/** Parameters a stored hash may name: what this file writes, never a cost a row could inflate. */
const ALLOWED_N = new Set([1024, 2048, 4096, 8192, 16384]);

async function verifyAgainst(key: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !hash || !ALLOWED_N.has(Number(n)) || r !== '8' || p !== '1') return false;
  const expected = Buffer.from(hash, 'base64');
  const derived = await derive(key, Buffer.from(salt, 'base64'), { N: Number(n), r: 8, p: 1 });
  return derived.length === expected.length && timingSafeEqual(derived, expected);
}

/**
 * A hash no key matches, checked when the code names no pile (or a pile without a key), so that
 * such a refusal costs the same scrypt as a wrong key and takes the same time.
 */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashAuthorizationKey(randomBytes(24).toString('base64')));

/** Stored hashes whose key was verified in this process, at most this many. */
const VERIFIED_LIMIT = 50_000;
/** stored hash → SHA-256 of the key that matched it. */
const verified = new Map<string, string>();
const digestOf = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Whether `key` is the one `stored` was made from; `stored` null (no such pile, no key set)
 * answers false after the same work as a wrong key.
 *
 * A key that matched a stored hash once is remembered (its SHA-256, beside that hash) so that
 * the same pile reconnecting, or a whole network reconnecting after a blip, costs a hash lookup
 * instead of scrypt. The entry is keyed by the stored hash itself: a rotated key has a new hash,
 * so the old key finds nothing and goes through scrypt (and fails). A wrong key never finds an
 * entry either, so guessing always pays the full price.
 */
export async function verifyAuthorizationKey(key: string, stored: string | null): Promise<boolean> {
  if (stored !== null) {
    const known = verified.get(stored);
    if (known !== undefined && timingSafeEqual(Buffer.from(known), Buffer.from(digestOf(key)))) return true;
  }
  const matches = await verifyAgainst(key, stored ?? (await dummy()));
  if (!matches || stored === null) return false;
  if (verified.size >= VERIFIED_LIMIT) verified.delete(verified.keys().next().value as string);
  verified.set(stored, digestOf(key));
  return true;
}

/** Whether this key was verified against this stored hash already (no scrypt): see verifyAuthorizationKey. */
export function isVerifiedKey(key: string, stored: string | null): boolean {
  if (stored === null) return false;
  const known = verified.get(stored);
  return known !== undefined && timingSafeEqual(Buffer.from(known), Buffer.from(digestOf(key)));
}

/**
 * The demo network's key of a pile (README, "Connecting a charger"): `DemoKey-` and the pile
 * code, padded with zeros to 16 characters. The seed sets it on every pile it writes, and the
 * simulator and the tests' chargers send it. Anyone can derive it: a real network sets its own.
 */
export const demoPileKey = (code: string): string => `DemoKey-${code}`.slice(0, 40).padEnd(16, '0');

/** Dictionary securityProfile. */
export const SECURITY_PROFILE = { none: 0, basic: 1, tlsBasic: 2 } as const;

/**
 * The credentials of HTTP Basic authentication (RFC 7617), as the handshake's Authorization
 * header carries them; undefined when there is none or it is not Basic. The user name is the
 * pile code and the password its key (whitepaper, profile 1).
 */
export function basicCredentials(header: string | undefined): { user: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]{1,200})\s*$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
