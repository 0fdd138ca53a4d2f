import type { BuiltRoutes, MenuNode } from './route-builder';

/** True when `path` is a permitted url or a sub-path of one (a list's detail pages). */
export function isPermittedPath(routes: Pick<BuiltRoutes, 'permittedUrls'>, path: string): boolean {
  return routes.permittedUrls.some((url) => path === url || path.startsWith(`${url}/`));
}

/**
 * The menu items from a root down to the item that best matches `path`: the longest item path
 * equal to it or a prefix of it. Parents' paths need not prefix their children's (a catalog
 * /system/systemSet may hold /system/user), so the whole tree is searched.
 */
export function menuTrail(menus: MenuNode[], path: string): MenuNode[] {
  let best: MenuNode[] = [];
  const visit = (nodes: MenuNode[], ancestors: MenuNode[]) => {
    for (const node of nodes) {
      const trail = [...ancestors, node];
      const matches = node.path === path || path.startsWith(`${node.path}/`);
      if (matches && node.path.length > (best[best.length - 1]?.path.length ?? -1)) best = trail;
      visit(node.children, trail);
    }
  };
  visit(menus, []);
  return best;
}

/** A catalog path redirects: top-level ones to home (SPEC section 2), nested ones to their first page. */
export function catalogRedirect(routes: BuiltRoutes, path: string): string | undefined {
  if (routes.topLevelUrls.includes(path)) return routes.homePath;
  const trail = menuTrail(routes.menus, path);
  const node = trail[trail.length - 1];
  if (!node || node.path !== path || node.children.length === 0) return undefined;
  let first: MenuNode = node;
  while (first.children.length) first = first.children[0];
  return first.path;
}

/** The route's title: the exact entry, else the nearest ancestor path with a title. */
export function titleForPath(routes: Pick<BuiltRoutes, 'titles'>, path: string) {
  let probe = path;
  while (probe && probe !== '/') {
    const title = routes.titles[probe];
    if (title) return title;
    probe = probe.slice(0, probe.lastIndexOf('/'));
  }
  return undefined;
}
