import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { createRegistry } from '../registry/create-registry';
import type { EntityFile } from '../meta/model';
import { isSettingsEntity } from '../meta/capabilities';
import { detailIdOf } from './detail-path';
import { formRouteOf } from './form-path';

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
  /** Whether the screen shows the entity's related lists (a detail page): its bundle then holds their entities. */
  showsRelated?: boolean;
}

/** What the bundle of a route's screen must hold. */
export const bundleNeedsOf = (route: EntityRouteDefinition) => ({ related: route.showsRelated ?? false });

export const defineEntityRoute = (definition: EntityRouteDefinition) => definition;

export const preloadListScreen = () => import('./entity-list');
export const preloadDetailScreen = () => import('./entity-detail');
export const preloadSettingsScreen = () => import('./settings-screen');
export const preloadFormPage = () => import('./entity-form-page');

/** At the entity's url: its list, or for a settings entity (single, kv) its one form. */
const listRoute = defineEntityRoute({
  id: 'list',
  matches: (rest) => rest === '',
  prefetchesFirstPage: true,
  async load(entity) {
    if (isSettingsEntity(entity)) {
      const { SettingsScreen } = await preloadSettingsScreen();
      const EntitySettingsScreen = () => <SettingsScreen entity={entity} />;
      EntitySettingsScreen.displayName = `EntitySettingsScreen(${entity.name})`;
      return EntitySettingsScreen;
    }
    const { EntityList } = await preloadListScreen();
    const EntityListScreen = () => <EntityList entity={entity} inUrl />;
    EntityListScreen.displayName = `EntityListScreen(${entity.name})`;
    return EntityListScreen;
  },
});

const detailRoute = defineEntityRoute({
  id: 'detail',
  matches: (rest) => /^detail\/[^/]+$/.test(rest),
  showsRelated: true,
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

/** The full-page create and edit form of an entity whose form is a page (form.page). */
const formPageRoute = defineEntityRoute({
  id: 'formPage',
  matches: (rest) => rest === 'new' || /^edit\/[^/]+$/.test(rest),
  async load(entity) {
    const [{ EntityFormPage }, { ExceptionPage }] = await Promise.all([
      preloadFormPage(),
      import('../pages/errors/exception-page'),
    ]);
    const EntityFormPageScreen = () => {
      const route = formRouteOf(entity, useLocation().pathname);
      // An entity that edits in a drawer has no such page.
      if (!route) return <ExceptionPage type="404" />;
      return (
        <EntityFormPage
          key={route.mode === 'edit' ? route.id : 'new'}
          entity={entity}
          id={route.mode === 'edit' ? route.id : undefined}
        />
      );
    };
    EntityFormPageScreen.displayName = `EntityFormPageScreen(${entity.name})`;
    return EntityFormPageScreen;
  },
});

const routes: EntityRouteDefinition[] = [listRoute, detailRoute, formPageRoute];

/** Adds entity routes (before the lookup first runs); an id used twice throws. */
export function registerEntityRoutes(...added: EntityRouteDefinition[]): void {
  createRegistry('entity route', [...routes, ...added]);
  routes.push(...added);
}

/** The entity route that shows `rest`, if any. */
export const entityRouteFor = (rest: string) => routes.find((route) => route.matches(rest));
