/**
 * What a route requires of its caller, as its guard declares it: nothing (`public`), a session
 * (`session`), one action key (`action`), or any one of several (`anyAction`, e.g. a reference
 * select offered to every page that references the entity). The route table carries it into
 * the OpenAPI document (`x-access`), and the generated route matrix derives each expected
 * answer from it.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'action'; key: string }
  | { kind: 'anyAction'; keys: string[] };

const declared = new WeakMap<object, RouteAccess>();

/** Marks a guard function with what it checks; answers the same function. */
export function declareAccess<T extends object>(guard: T, access: RouteAccess): T {
  declared.set(guard, access);
  return guard;
}

/**
 * The access a route's preHandler(s) declare; the strictest one found wins (an action key over
 * a bare session), and a route without a declared guard is public.
 */
export function accessOf(preHandler: unknown): RouteAccess {
  const handlers = Array.isArray(preHandler) ? preHandler : preHandler ? [preHandler] : [];
  const rank = { public: 0, session: 1, anyAction: 2, action: 3 } as const;
  let access: RouteAccess = { kind: 'public' };
  for (const handler of handlers) {
    const found = typeof handler === 'function' ? declared.get(handler) : undefined;
    if (found && rank[found.kind] > rank[access.kind]) access = found;
  }
  return access;
}

/**
 * What a data-scope guard (server/crud/scope-guard.ts) enforces on one entity's route: the
 * platform's rows (read by every seller, written by the platform administrator), or every
 * seller's (the platform administrator only); `write`: the route changes rows.
 */
export interface ScopeGuardDeclaration {
  entity: string;
  scope: 'platform' | 'crossTenant';
  write: boolean;
}

const scopeGuards = new WeakMap<object, ScopeGuardDeclaration>();

/** Marks a data-scope guard with what it enforces; answers the same function. */
export function declareScopeGuard<T extends object>(guard: T, declaration: ScopeGuardDeclaration): T {
  scopeGuards.set(guard, declaration);
  return guard;
}

/** The data-scope guards among a route's preHandler(s). */
export function scopeGuardsOf(preHandler: unknown): ScopeGuardDeclaration[] {
  const handlers = Array.isArray(preHandler) ? preHandler : preHandler ? [preHandler] : [];
  return handlers.flatMap((handler) => {
    const found = typeof handler === 'function' ? scopeGuards.get(handler) : undefined;
    return found ? [found] : [];
  });
}
