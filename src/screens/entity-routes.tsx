import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { createRegistry } from '../registry/create-registry';
import type { EntityFile } from '../meta/model';
import { detailIdOf } from './detail-path';

/**
 * A route below an entity's url (where it sits in the menu or where a menu item mounts it):
 * '' is its list, 'detail/:id' its detail. Further entity routes (a full-page form at 'new'
 * and 'edit/:id', a tabbed detail) are entries of this list: the screens lookup tries each in
 * order, and each loads its own code.
 */
export interface EntityRouteDefinition {
  id: string;
  /** Whether this route shows `rest`, the path below the entity's url ('' for the url itself). */
  matches(rest: string): boolean;
  /**
   * Loads the code of the screen for one entity. The component renders inside the entity's
   * bundle and data provider; a mounted entity's `menu.url` is the mount url, so the links it
   * builds stay below that url.
   */
  load(entity: EntityFile): Promise<ComponentType>;
  /** Whether the list's first page is asked for ahead while the code loads (lists only). */
  prefetchesFirstPage?: boolean;
}

export const defineEntityRoute = (definition: EntityRouteDefinition) => definition;

export const preloadListScreen = () => import('./entity-list');
export const preloadDetailScreen = () => import('./entity-detail');

const listRoute = defineEntityRoute({
  id: 'list',
  matches: (rest) => rest === '',
  prefetchesFirstPage: true,
  async load(entity) {
    const { EntityList } = await preloadListScreen();
    const EntityListScreen = () => <EntityList entity={entity} inUrl />;
    EntityListScreen.displayName = `EntityListScreen(${entity.name})`;
    return EntityListScreen;
  },
});

const detailRoute = defineEntityRoute({
  id: 'detail',
  matches: (rest) => /^detail\/[^/]+$/.test(rest),
  async load(entity) {
    const { EntityDetail } = await preloadDetailScreen();
    const EntityDetailScreen = () => {
      const id = detailIdOf(entity, useLocation().pathname);
      return id !== undefined ? <EntityDetail key={id} entity={entity} id={id} /> : null;
    };
    EntityDetailScreen.displayName = `EntityDetailScreen(${entity.name})`;
    return EntityDetailScreen;
  },
});

const routes: EntityRouteDefinition[] = [listRoute, detailRoute];

/** Adds entity routes (before the lookup first runs); an id used twice throws. */
export function registerEntityRoutes(...added: EntityRouteDefinition[]): void {
  createRegistry('entity route', [...routes, ...added]);
  routes.push(...added);
}

/** The entity route that shows `rest`, if any. */
export const entityRouteFor = (rest: string) => routes.find((route) => route.matches(rest));
