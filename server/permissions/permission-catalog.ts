import type { MetaBundle } from '../../src/meta/bundle';
import { actionKey, entityActions } from '../../src/meta/entity-actions';
import type { LocalizedText, MenuItem } from '../../src/meta/model';
import { ACTION_TITLES } from './action-titles';
import { systemScreens } from './system-screens';

/** A permission row to register, in the permissions table's terms. */
export interface PermissionSpec {
  id: string;
  pid: string | null;
  url: string | null;
  title: LocalizedText;
  icon: string | null;
  sort: number;
  name: string;
  componentType: 'CATALOG' | 'MENU' | 'BUTTON';
  isShow: number;
  /** 0: a screen of this console; 1: opens in a new window. */
  type: number;
}

const button = (pageId: string, action: string, sort: number, title?: LocalizedText): PermissionSpec => ({
  id: actionKey(pageId, action),
  pid: pageId,
  url: null,
  title: title ?? ACTION_TITLES[action] ?? { 'zh-CN': action, 'en-US': action },
  icon: null,
  sort,
  name: action,
  componentType: 'BUTTON',
  isShow: 1,
  type: 0,
});

const fromMenuItem = (item: MenuItem): PermissionSpec[] => [
  {
    id: item.id,
    pid: item.parent ?? null,
    url: item.url,
    title: item.title,
    icon: item.icon ?? null,
    sort: item.sort,
    name: item.id,
    componentType: item.type,
    isShow: item.hidden ? 0 : 1,
    type: item.target === '_blank' ? 1 : 0,
  },
  ...(item.actions ?? []).map((action, index) => button(item.id, action, index + 1)),
];

/**
 * Every permission row the product offers: schema menu catalogs and hand-written screens,
 * one MENU per entity with a BUTTON per action it offers, and the system screens. Parents
 * come before their children, so grants can follow the tree in one pass.
 */
export function permissionCatalog(bundle: MetaBundle): PermissionSpec[] {
  const rows: PermissionSpec[] = [];
  const menuIds = new Set(bundle.menuItems.map((item) => item.id));
  for (const item of systemScreens(menuIds)) if (!menuIds.has(item.id)) rows.push(...fromMenuItem(item));
  for (const item of bundle.menuItems) rows.push(...fromMenuItem(item));
  for (const entity of bundle.entities.values()) {
    rows.push({
      id: entity.pageId,
      pid: entity.menu.parent,
      url: entity.menu.url,
      title: entity.menu.title ?? entity.title,
      icon: entity.menu.icon ?? null,
      sort: entity.menu.sort,
      name: entity.name,
      componentType: 'MENU',
      isShow: entity.menu.hidden ? 0 : 1,
      type: 0,
    });
    const statusTitles = new Map((entity.statusActions ?? []).map((a) => [a.action, a.title]));
    entityActions(entity).forEach((action, index) =>
      rows.push(button(entity.pageId, action, index + 1, ACTION_TITLES[action] ?? statusTitles.get(action))),
    );
  }
  return sortParentsFirst(rows);
}

function sortParentsFirst(rows: PermissionSpec[]): PermissionSpec[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const depth = (row: PermissionSpec, seen = new Set<string>()): number => {
    const parent = row.pid ? byId.get(row.pid) : undefined;
    if (!parent || seen.has(row.id)) return 0;
    seen.add(row.id);
    return 1 + depth(parent, seen);
  };
  const depths = new Map(rows.map((row) => [row.id, depth(row)]));
  return [...byId.values()].sort((a, b) => depths.get(a.id)! - depths.get(b.id)!);
}
