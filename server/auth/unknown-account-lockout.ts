import type { FastifyInstance } from 'fastify';
import { LOCK_MS, MAX_FAILED_ATTEMPTS } from './lockout';

/** Names remembered at most; the oldest go first (a caller can invent names without end). */
const MAX_NAMES = 10_000;

interface Failures {
  count: number;
  lockedUntil: number;
}

/**
 * Wrong logins to accounts that do not exist, counted like those of real accounts, so that the
 * lockout's answer (code 9 after five) does not tell them apart either. Kept in this process's
 * memory, per server instance: there is no row to count in.
 */
export class UnknownAccountLockout {
  private readonly failures = new Map<string, Failures>();

  private static key(sellerNumber: unknown, account: unknown) {
    return `${String(sellerNumber)}\u0000${String(account)}`;
  }

  isLocked(sellerNumber: unknown, account: unknown, now = Date.now()): boolean {
    const entry = this.failures.get(UnknownAccountLockout.key(sellerNumber, account));
    return !!entry && entry.lockedUntil > now;
  }

  /** Counts one wrong login; answers whether the name is now locked, as a real account would be. */
  fail(sellerNumber: unknown, account: unknown, now = Date.now()): boolean {
    const key = UnknownAccountLockout.key(sellerNumber, account);
    const entry = this.failures.get(key) ?? { count: 0, lockedUntil: 0 };
    this.failures.delete(key);
    entry.count += 1;
    if (entry.count >= MAX_FAILED_ATTEMPTS) {
      entry.count = 0;
      entry.lockedUntil = now + LOCK_MS;
    }
    this.failures.set(key, entry);
    if (this.failures.size > MAX_NAMES) this.failures.delete(this.failures.keys().next().value!);
    return entry.lockedUntil > now;
  }
}

const lockouts = new WeakMap<FastifyInstance, UnknownAccountLockout>();

/** The server instance's own counter (each test app starts with a clean one). */
export function unknownAccountLockout(app: FastifyInstance): UnknownAccountLockout {
  let lockout = lockouts.get(app);
  if (!lockout) lockouts.set(app, (lockout = new UnknownAccountLockout()));
  return lockout;
}
