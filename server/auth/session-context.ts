import 'fastify';

/**
 * What the session guard attaches to every authenticated request. Routes read the caller's
 * seller from here, never from the payload.
 */
export interface SessionContext {
  token: string;
  userId: number;
  sellerId: number;
  account: string;
  /** Platform administrators manage sellers and their permissions. */
  isPlatformAdmin: boolean;
  /** Action keys `pageId:action` granted through the user's roles, within the seller's. */
  actions: ReadonlySet<string>;
  /** The fingerprint of the menus and buttons the user reaches now (permissions/access-stamp). */
  accessStamp(): Promise<string>;
}

declare module 'fastify' {
  interface FastifyRequest {
    session?: SessionContext;
  }
}
