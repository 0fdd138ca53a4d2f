import type { MetaBundle } from '../meta/bundle';
import type { EntityFile } from '../meta/model';
import type { DataProvider, Row } from './data-provider';

/** A node of a tree select: antd's TreeSelect shape. */
export interface TreeOption {
  value: number | string;
  title: string;
  children?: TreeOption[];
}

export type TreeRow = Row & { children?: TreeRow[] };

/**
 * Nests rows under their parents, keeping their order; a row whose parent is not among them
 * (deleted, or beyond the answer's limit) becomes a root, so that nothing disappears.
 */
export function nestRows(rows: Row[], parentField: string): TreeRow[] {
  const byId = new Map<string, TreeRow>(rows.map((row) => [String(row.id), { ...row }]));
  const roots: TreeRow[] = [];
  for (const row of byId.values()) {
    const parentId = row[parentField];
    const parent = parentId === null || parentId === undefined ? undefined : byId.get(String(parentId));
    if (parent && parent !== row) (parent.children ??= []).push(row);
    else roots.push(row);
  }
  return roots;
}

/** Tree rows as tree-select options, labelled by the entity's label field. */
export function treeOptions(rows: TreeRow[], labelField: string): TreeOption[] {
  return rows.map((row) => ({
    value: row.id,
    title: String(row[labelField] ?? row.id),
    children: row.children ? treeOptions(row.children, labelField) : undefined,
  }));
}

/** Loads the nested rows of a tree entity (the provider's `tree` operation). */
export async function loadTreeRows(provider: DataProvider, entity: EntityFile): Promise<TreeRow[]> {
  if (!entity.tree || !provider.tree) return [];
  const answer = await provider.tree({ entity });
  if (answer.code !== 0) throw new Error(answer.msg);
  return nestRows(answer.data.rows, entity.tree.parentField);
}

export type LoadTree = () => Promise<TreeOption[]>;

/** `$treeOf(entityName)` in the form's scope: a loader of the entity's tree for tree selects. */
export function createTreeOf(provider: DataProvider, bundle: MetaBundle) {
  const cache = new Map<string, LoadTree>();
  return (entityName: string): LoadTree => {
    let loader = cache.get(entityName);
    if (!loader) {
      loader = async () => {
        const entity = bundle.entities.get(entityName);
        if (!entity) return [];
        return treeOptions(await loadTreeRows(provider, entity), entity.labelField);
      };
      cache.set(entityName, loader);
    }
    return loader;
  };
}
