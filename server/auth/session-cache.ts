import type { StoredSession } from './sessions';

/**
 * Valid sessions by token hash, so that a request need not read its session from the database
 * when nothing the check depends on has changed since. Dropped entirely:
 * - when a client, this process included, changes sessions, users, sellers, roles or
 *   permissions (the session_change notification of system step 007);
 * - on PostgreSQL, where that notification comes late, also at once after any write this
 *   process commits (Database.onLocalWrite); PGlite delivers it before the write returns;
 * - and not used at all while that notification channel is down, when changes could be missed.
 * An entry also ends by itself when its token expires.
 *
 * A lookup that started before a drop must not store its (possibly older) answer after it:
 * lookups carry the generation they started in, and a drop starts a new one.
 */
export class SessionCache {
  private readonly entries = new Map<string, StoredSession>();
  /**
   * Station scopes by user id (crud/station-scope), read by nearly every request: they depend on
   * the user's roles and station bindings, whose changes drop this cache like a session's. A
   * scope that reads the organization tree is not kept (its station groups change as entity rows).
   */
  private readonly scopes = new Map<number, readonly number[] | null>();
  private currentGeneration = 0;
  private following = false;

  constructor(private readonly capacity = 10_000) {}

  /** Whether changes by other clients are being followed, so that entries may be kept. */
  get isFollowing(): boolean {
    return this.following;
  }

  /** The generation a lookup starting now belongs to. */
  get generation(): number {
    return this.currentGeneration;
  }

  /** A remembered valid session, unless it has expired since. */
  get(tokenHash: string, now = Date.now()): StoredSession | undefined {
    const session = this.entries.get(tokenHash);
    if (!session) return undefined;
    if (session.expiresAt.getTime() > now) return session;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** Remembers a session read from the database, if nothing changed since the lookup began. */
  set(tokenHash: string, session: StoredSession, generation: number): void {
    if (!this.following || generation !== this.currentGeneration) return;
    if (session.expired || session.revoked || !session.active) return;
    if (this.entries.size >= this.capacity) this.entries.clear();
    this.entries.set(tokenHash, session);
  }

  /** A remembered station scope of a user (undefined: not remembered). */
  scope(userId: number): readonly number[] | null | undefined {
    return this.scopes.get(userId);
  }

  /** Remembers a user's station scope read from the database, on the terms of `set`. */
  rememberScope(userId: number, scope: readonly number[] | null, generation: number): void {
    if (!this.following || generation !== this.currentGeneration) return;
    if (this.scopes.size >= this.capacity) this.scopes.clear();
    this.scopes.set(userId, scope);
  }

  invalidate(): void {
    this.currentGeneration++;
    this.entries.clear();
    this.scopes.clear();
  }

  /** Changes by other clients are being followed: entries may be kept. */
  resume(): void {
    this.invalidate();
    this.following = true;
  }

  /** Changes by other clients could be missed: remember nothing. */
  suspend(): void {
    this.following = false;
    this.invalidate();
  }
}
