import type { PermissionRow } from '../../api/system-api';
import type { LocalizedText } from '../../meta/model';

export interface PermissionNode {
  key: string;
  title: string;
  kind: PermissionRow['componentType'];
  row: PermissionRow;
  children?: PermissionNode[];
}

const titleText = (row: PermissionRow): LocalizedText | string => row.titleI18n ?? row.title;

/**
 * The permission rows as a tree (catalogs, their pages, each page's buttons), in menu order.
 * A row whose parent is not among the rows (the caller may hold a page but not its catalog)
 * becomes a root, so nothing the caller may grant is hidden.
 */
export function permissionTree(
  rows: readonly PermissionRow[],
  tr: (text: LocalizedText | string) => string,
): PermissionNode[] {
  const nodes = new Map<string, PermissionNode>();
  for (const row of rows) nodes.set(row.id, { key: row.id, title: tr(titleText(row)), kind: row.componentType, row });
  const roots: PermissionNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.row.pid ? nodes.get(node.row.pid) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  const bySort = (a: PermissionNode, b: PermissionNode) => (a.row.sort ?? 0) - (b.row.sort ?? 0);
  const sortAll = (list: PermissionNode[]) => {
    list.sort(bySort);
    for (const node of list) if (node.children) sortAll(node.children);
  };
  sortAll(roots);
  return roots;
}

/**
 * What a checkable tree shows as checked for a stored set of ids: only the nodes whose whole
 * subtree is stored, so a catalog stored because one of its pages is granted does not tick all
 * of its pages.
 */
export function checkedKeysOf(roots: readonly PermissionNode[], stored: ReadonlySet<string>): string[] {
  const checked: string[] = [];
  const walk = (node: PermissionNode): boolean => {
    const childrenAll = (node.children ?? []).map(walk).every(Boolean);
    const all = stored.has(node.key) && childrenAll;
    if (all) checked.push(node.key);
    return all;
  };
  roots.forEach(walk);
  return checked;
}

/** What is stored for a tree's checked nodes: each with its ancestors, as a page needs its catalogs to show. */
export function storedIdsOf(rows: readonly PermissionRow[], checked: readonly string[]): string[] {
  const parentOf = new Map(rows.map((row) => [row.id, row.pid]));
  const stored = new Set<string>();
  for (const id of checked) {
    for (let at: string | null | undefined = id, hops = 0; at && !stored.has(at) && hops < 20; hops++) {
      stored.add(at);
      at = parentOf.get(at);
    }
  }
  return [...stored];
}
