import { lazyChunk, type ChunkComponent } from '../app/chunk-errors';
import { BundleScope } from '../engine/bundle-context';
import { loadEntity, loadEntityBundle } from '../engine/bundle';
import type { EntityFile } from '../meta/model';
import { WithDataProvider } from './app-data-provider';
import { bundleNeedsOf, type EntityRouteDefinition } from './entity-routes';

/** The entity as seen at a url a menu item mounts it at: the same schema and API, its links below that url. */
export function mountedAt(entity: EntityFile, url: string): EntityFile {
  return entity.menu.url === url ? entity : { ...entity, menu: { ...entity.menu, url } };
}

/** An entity at a url, loaded once: a mounted copy keeps its identity for the caches keyed on it. */
const mounted = new Map<string, Promise<EntityFile>>();
export function loadMountedEntity(name: string, url: string): Promise<EntityFile> {
  const key = `${name} ${url}`;
  let found = mounted.get(key);
  if (!found) {
    found = loadEntity(name).then((entity) => mountedAt(entity, url));
    found.catch(() => mounted.delete(key));
    mounted.set(key, found);
  }
  return found;
}

const cache = new Map<string, ChunkComponent<object>>();

/**
 * The routed screen of an entity route for one entity at one url. Made once, so that the
 * shell's router sees a stable component and keeps its state across renders. It loads, on
 * first render (lazy), the route's code, the entity's schema and its dictionaries; the form
 * engine comes later still, with the form drawer.
 */
export function entityScreen(route: EntityRouteDefinition, name: string, url: string): ChunkComponent<object> {
  const key = `${route.id} ${name} ${url}`;
  let screen = cache.get(key);
  if (screen) return screen;
  screen = lazyChunk(async () => {
    const entity = await loadMountedEntity(name, url);
    const [Screen, bundle] = await Promise.all([route.load(entity), loadEntityBundle(entity, bundleNeedsOf(route))]);
    const EntityScreen = () => (
      <BundleScope bundle={bundle}>
        <WithDataProvider>
          <Screen />
        </WithDataProvider>
      </BundleScope>
    );
    EntityScreen.displayName = `EntityScreen(${route.id}, ${name})`;
    return { default: EntityScreen };
  });
  cache.set(key, screen);
  return screen;
}
