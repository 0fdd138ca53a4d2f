import { md5 } from '../md5';
import { createClient } from './create-client';

/**
 * SPEC section 7: calls to partner platforms carry from, to, appId, timestamp and sign headers.
 * The sign is the MD5 of those values and the shared secret, so the receiver can check them.
 */
export interface SignedIdentity {
  from: string;
  to: string;
  appId: string;
  secret: string;
}

export function signHeaders(identity: SignedIdentity, timestamp = Date.now()): Record<string, string> {
  const stamp = String(timestamp);
  const sign = md5(`${identity.from}${identity.to}${identity.appId}${stamp}${identity.secret}`);
  return { from: identity.from, to: identity.to, appId: identity.appId, timestamp: stamp, sign };
}

export const SIGNED_TIMEOUT_MS = 60_000;

export function createSignedClient(identity: SignedIdentity) {
  return createClient({ timeoutMs: SIGNED_TIMEOUT_MS, extraHeaders: () => signHeaders(identity) });
}
