import { useLocation } from 'react-router-dom';
import { lazyChunk, type ChunkComponent } from '../app/chunk-errors';
import { BundleScope } from '../engine/bundle-context';
import { loadEntityBundle } from '../engine/bundle';
import type { EntityFile } from '../meta/model';
import { WithDataProvider } from './app-data-provider';
import { detailIdOf } from './detail-path';
import { formRouteOf } from './form-path';

export interface EntityScreens {
  list: ChunkComponent<object>;
  detail: ChunkComponent<object>;
  /** The settings form of a "single" or "kv" entity, at its menu url. */
  settings: ChunkComponent<object>;
  /** The full-page create and edit form (form.page), at `${url}/new` and `${url}/edit/:id`. */
  formPage: ChunkComponent<object>;
}

const cache = new WeakMap<EntityFile, EntityScreens>();

/** Starts loading the list screen's code, e.g. while the session loads; later loads reuse it. */
export const preloadListScreen = () => import('./entity-list');
export const preloadDetailScreen = () => import('./entity-detail');
export const preloadSettingsScreen = () => import('./settings-screen');
export const preloadFormPage = () => import('./entity-form-page');

/**
 * The routed list and detail screens of an entity. Made once per entity so that the shell's
 * router sees a stable component and keeps its state across renders. Each loads its code and
 * the entity's dictionaries on first render (lazy): the form engine comes later still, with
 * the form drawer.
 */
export function entityScreens(entity: EntityFile): EntityScreens {
  let screens = cache.get(entity);
  if (screens) return screens;
  const list = lazyChunk(async () => {
    const [{ EntityList }, bundle] = await Promise.all([preloadListScreen(), loadEntityBundle(entity)]);
    const EntityListScreen = () => (
      <BundleScope bundle={bundle}>
        <WithDataProvider>
          <EntityList entity={entity} inUrl />
        </WithDataProvider>
      </BundleScope>
    );
    EntityListScreen.displayName = `EntityListScreen(${entity.name})`;
    return { default: EntityListScreen };
  });
  const detail = lazyChunk(async () => {
    const [{ EntityDetail }, bundle] = await Promise.all([preloadDetailScreen(), loadEntityBundle(entity)]);
    const EntityDetailScreen = () => {
      const id = detailIdOf(entity, useLocation().pathname);
      return (
        <BundleScope bundle={bundle}>
          <WithDataProvider>{id !== undefined && <EntityDetail key={id} entity={entity} id={id} />}</WithDataProvider>
        </BundleScope>
      );
    };
    EntityDetailScreen.displayName = `EntityDetailScreen(${entity.name})`;
    return { default: EntityDetailScreen };
  });
  const settings = lazyChunk(async () => {
    const [{ SettingsScreen }, bundle] = await Promise.all([preloadSettingsScreen(), loadEntityBundle(entity)]);
    const EntitySettingsScreen = () => (
      <BundleScope bundle={bundle}>
        <WithDataProvider>
          <SettingsScreen entity={entity} />
        </WithDataProvider>
      </BundleScope>
    );
    EntitySettingsScreen.displayName = `EntitySettingsScreen(${entity.name})`;
    return { default: EntitySettingsScreen };
  });
  const formPage = lazyChunk(async () => {
    const [{ EntityFormPage }, bundle] = await Promise.all([preloadFormPage(), loadEntityBundle(entity)]);
    const EntityFormPageScreen = () => {
      const route = formRouteOf(entity, useLocation().pathname);
      return (
        <BundleScope bundle={bundle}>
          <WithDataProvider>
            {route && (
              <EntityFormPage
                key={route.mode === 'edit' ? route.id : 'new'}
                entity={entity}
                id={route.mode === 'edit' ? route.id : undefined}
              />
            )}
          </WithDataProvider>
        </BundleScope>
      );
    };
    EntityFormPageScreen.displayName = `EntityFormPageScreen(${entity.name})`;
    return { default: EntityFormPageScreen };
  });
  screens = { list, detail, settings, formPage };
  cache.set(entity, screens);
  return screens;
}
