import type { FastifyInstance } from 'fastify';
import { accessOf, scopeGuardsOf, type RouteAccess, type ScopeGuardDeclaration } from '../permissions/route-access';

/** One route the server answers, with what its guard requires. */
export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
  /**
   * The data-scope guards among its preHandlers, as the route was finally registered (a
   * plugin's own onRoute hook may add one after this table saw the route).
   */
  readonly scopeGuards: ScopeGuardDeclaration[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far (filled by an onRoute hook; see collectRoutes). */
    routeTable: RouteEntry[];
  }
}

/**
 * Records every route registered from now on, hand-written or generated, so that the OpenAPI
 * document lists what the server really answers. Call before any route is registered.
 */
export function collectRoutes(app: FastifyInstance): RouteEntry[] {
  const table: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const access = accessOf(route.preHandler);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      table.push({
        method,
        url: route.url,
        access,
        get scopeGuards() {
          return scopeGuardsOf(route.preHandler);
        },
      });
    }
  });
  return table;
}
