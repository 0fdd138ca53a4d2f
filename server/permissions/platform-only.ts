import type { MetaBundle } from '../../src/meta/bundle';
import { actionKey, entityActions } from '../../src/meta/entity-actions';
import { platformOnlyKeys } from '../../src/meta/entity-scope';
import { PLATFORM_ONLY_PAGES } from './platform-pages';

/**
 * Permission ids no seller but the platform is granted: every key of a crossTenant screen and
 * of an entity screen among the platform's own pages (platform-pages.ts), the write keys of
 * platform rows, and a catalog that holds nothing else (so that sellers do not
 * see an empty catalog). The scope guard refuses those calls anyway; this keeps the menus and
 * buttons of other sellers clear of them.
 */
export function platformOnlyPermissions(bundle: MetaBundle): Set<string> {
  const ids = new Set([...bundle.entities.values()].flatMap(platformOnlyKeys));
  // An entity screen of the platform's own pages, with every button of it.
  for (const entity of bundle.entities.values()) {
    if (!PLATFORM_ONLY_PAGES.has(entity.pageId)) continue;
    ids.add(entity.pageId);
    for (const action of entityActions(entity)) ids.add(actionKey(entity.pageId, action));
  }
  const children = new Map<string, string[]>();
  const add = (parent: string | undefined, id: string) => {
    if (parent) children.set(parent, [...(children.get(parent) ?? []), id]);
  };
  for (const item of bundle.menuItems) add(item.parent, item.id);
  for (const entity of bundle.entities.values()) add(entity.menu.parent, entity.pageId);
  // Deepest catalogs first: a catalog of platform-only catalogs is platform-only too.
  const depth = (id: string): number => {
    const parent = bundle.menuItems.find((item) => item.id === id)?.parent;
    return parent ? 1 + depth(parent) : 0;
  };
  const catalogs = bundle.menuItems.filter((item) => item.type === 'CATALOG').map((item) => item.id);
  for (const id of catalogs.sort((a, b) => depth(b) - depth(a))) {
    const below = children.get(id) ?? [];
    if (below.length > 0 && below.every((child) => ids.has(child))) ids.add(id);
  }
  return ids;
}
