import type { MenuProps } from 'antd';
import type { NavigateFunction } from 'react-router-dom';
import type { MenuNode } from '../auth/route-builder';
import { openReconciliationSite } from '../auth/reconciliation-link';
import type { LocalizedText } from '../meta/model/common';
import { MenuIcon } from './menu-icon';

type Items = NonNullable<MenuProps['items']>;

/** Menu nodes as antd items keyed by path; big screens and the external site are leaves. */
export function toMenuItems(nodes: MenuNode[], tr: (text: LocalizedText) => string, depth = 0): Items {
  return nodes.map((node) => {
    const base = {
      key: node.path,
      label: tr(node.title),
      icon: depth === 0 || node.icon ? <MenuIcon name={node.icon} /> : undefined,
    };
    if (node.children.length && !node.href && !node.external) {
      return { ...base, children: toMenuItems(node.children, tr, depth + 1) };
    }
    return base;
  });
}

export function findNode(nodes: MenuNode[], path: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.path === path) return node;
    const found = findNode(node.children, path);
    if (found) return found;
  }
  return undefined;
}

/**
 * Opening a menu item: big screens in a new window, the reconciliation site with a short-lived
 * ticket (never the session token itself), everything else inside the app.
 */
export async function openMenuNode(node: MenuNode, navigate: NavigateFunction): Promise<void> {
  if (node.href) {
    window.open(node.href, '_blank');
    return;
  }
  if (node.external === 'reconciliation') {
    // Without a ticket the item's own page explains the site and offers to try again.
    if (!(await openReconciliationSite())) navigate(node.path);
    return;
  }
  navigate(node.path);
}
