import type { OrganizationRow } from '../system-admin/system-admin-api';

export interface OrganizationNode extends OrganizationRow {
  children?: OrganizationNode[];
}

/** The seller's organizations as a tree by parent, siblings by their order then id. */
export function organizationTree(rows: readonly OrganizationRow[]): OrganizationNode[] {
  const nodes = new Map<number, OrganizationNode>(rows.map((row) => [row.id, { ...row }]));
  const roots: OrganizationNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.pid ? nodes.get(node.pid) : undefined;
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  const order = (list: OrganizationNode[]) => {
    list.sort((a, b) => a.sort - b.sort || a.id - b.id);
    list.forEach((node) => node.children && order(node.children));
  };
  order(roots);
  return roots;
}
