import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * The client sends its password as an MD5 hex digest (SPEC section 7); that digest is what we
 * protect, with scrypt and a per-user salt. Stored as `scrypt$N$r$p$salt$hash`.
 */
const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

const derive = (secret: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(secret.toLowerCase(), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

export async function hashPassword(md5Digest: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(md5Digest, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(md5Digest: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !hash || typeof md5Digest !== 'string') return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(md5Digest, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export const isMd5Hex = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-fA-F]{32}$/.test(value);
