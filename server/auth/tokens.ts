import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token; only its hash is stored, so a database leak yields no sessions. */
export const newToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Reads `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function tokenFromHeader(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const token = value?.replace(/^Bearer\s+/i, '').trim();
  return token || undefined;
}
