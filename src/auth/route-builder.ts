import type { PermissionRow } from '../api/system-api';
import type { LocalizedText } from '../meta/model/common';
import { screenRegistry } from '../screens-hand';
import { bigScreenPage, isReconciliation, RECONCILIATION_DROPPED_CHILDREN } from './special-routes';

export interface MenuNode {
  id: string;
  path: string;
  name: string;
  title: LocalizedText;
  icon?: string;
  /** A static page opened in a new window (big screens). */
  href?: string;
  /** Opened outside the app with a short-lived ticket. */
  external?: 'reconciliation';
  children: MenuNode[];
}

export interface BuiltRoutes {
  menus: MenuNode[];
  homePath: '/home' | '/noHome';
  firstRouteName: string;
  /** Every path the user may open, with its sub-paths (detail pages of a list). */
  permittedUrls: string[];
  topLevelUrls: string[];
  /** Route titles for tabs, breadcrumbs and the page title. */
  titles: Record<string, LocalizedText>;
  actions: string[];
}

const HOME_TITLE = screenRegistry.require('home').title;
const NO_HOME_TITLE = screenRegistry.require('noHome').title;

/** Titles of the shell's own pages (the screen registry's paths), for tabs, breadcrumbs and the document title. */
const shellTitles = (): Record<string, LocalizedText> =>
  Object.fromEntries(
    screenRegistry.all().flatMap((screen) => (screen.paths ?? []).map((path) => [path, screen.title])),
  );

const titleOf = (row: PermissionRow): LocalizedText =>
  row.titleI18n ?? (typeof row.title === 'string' ? { 'zh-CN': row.title, 'en-US': row.title } : row.title);

/** BUTTON rows are action keys `pid:name` (SPEC section 4). */
export const actionsFrom = (rows: PermissionRow[]): string[] =>
  rows.filter((row) => row.componentType === 'BUTTON' && row.pid).map((row) => `${row.pid}:${row.name}`);

function toNode(row: PermissionRow, byParent: Map<string, PermissionRow[]>): MenuNode {
  let children = (byParent.get(row.id) ?? []).map((child) => toNode(child, byParent));
  const node: MenuNode = { id: row.id, path: row.url, name: row.name, title: titleOf(row), children };
  if (row.icon) node.icon = row.icon;
  const page = bigScreenPage(row.name) ?? (row.url.startsWith('/activityPage/') ? row.url : undefined);
  if (page) node.href = page;
  if (isReconciliation(row.name)) {
    node.external = 'reconciliation';
    children = children.slice(RECONCILIATION_DROPPED_CHILDREN);
    node.children = children;
  }
  return node;
}

/** The permission list becomes the menu tree, the permitted paths and the action keys. */
export function buildRoutes(rows: PermissionRow[]): BuiltRoutes {
  const shown = rows
    .filter((row) => row.isShow === 1 && (row.componentType === 'CATALOG' || row.componentType === 'MENU'))
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  const ids = new Set(shown.map((row) => row.id));
  const byParent = new Map<string, PermissionRow[]>();
  const roots: PermissionRow[] = [];
  for (const row of shown) {
    if (row.pid && ids.has(row.pid)) byParent.set(row.pid, [...(byParent.get(row.pid) ?? []), row]);
    else roots.push(row);
  }
  // A catalog whose pages are all hidden (SPEC section 2's extra pages, such as the reviews
  // under 充电评价) would be a leaf that opens nothing: it lists those pages instead.
  const hiddenPages = rows
    .filter((row) => row.pid && row.componentType === 'MENU' && row.isShow !== 1 && row.url)
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  for (const catalog of shown) {
    if (catalog.componentType !== 'CATALOG' || byParent.has(catalog.id)) continue;
    const pages = hiddenPages.filter((row) => row.pid === catalog.id);
    if (pages.length) byParent.set(catalog.id, pages);
  }
  const menus = roots.map((row) => toNode(row, byParent));
  const homeRow = shown.find((row) => row.name === 'home');
  const homePath = homeRow ? '/home' : '/noHome';
  if (menus[0]?.name !== 'home') {
    const existing = menus.findIndex((node) => node.name === 'home');
    const front =
      existing >= 0
        ? menus.splice(existing, 1)[0]
        : {
            id: homePath,
            path: homePath,
            name: homeRow ? 'home' : 'noHome',
            title: homeRow ? HOME_TITLE : NO_HOME_TITLE,
            children: [],
          };
    menus.unshift(front);
  }
  const titles = shellTitles();
  const permitted: string[] = [homePath];
  // Hidden pages (a list's detail page, SPEC section 2's extra pages) are not in the menu, but
  // the user holds them like any page: they open, titled, at their url.
  for (const row of rows) {
    if (row.componentType !== 'MENU' || row.isShow === 1 || !row.url) continue;
    titles[row.url] = titleOf(row);
    permitted.push(row.url);
  }
  // An external item that is a page (the reconciliation MENU) also opens in the app, where it
  // explains the site and offers the link again; as a catalog it is a folder like any other.
  const pageIds = new Set(shown.filter((row) => row.componentType === 'MENU').map((row) => row.id));
  const walk = (nodes: MenuNode[]) =>
    nodes.forEach((node) => {
      titles[node.path] = node.title;
      // Catalogs are folders, not pages: their paths must not open every sub-path.
      const page = !node.external || pageIds.has(node.id);
      if (!node.href && page && node.children.length === 0) permitted.push(node.path);
      walk(node.children);
    });
  walk(menus);
  return {
    menus,
    homePath,
    firstRouteName: menus[0].name,
    permittedUrls: [...new Set(permitted)],
    topLevelUrls: menus.filter((node) => node.children.length > 0).map((node) => node.path),
    titles,
    actions: actionsFrom(rows),
  };
}
