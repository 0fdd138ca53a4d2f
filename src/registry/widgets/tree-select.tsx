import { TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import type { LoadTree, TreeOption } from '../../engine/tree';
import { defineWidget } from '../define-widget';

interface TreeSelectProps {
  value?: string | number | null;
  onChange?: (value: string | number | null) => void;
  /** Given by the form's scope ($treeOf): the whole tree of the referenced entity. */
  loadTree?: LoadTree;
  /** A reference field's paged options, which a tree has no use for: kept off the DOM. */
  loadOptions?: unknown;
  placeholder?: string;
  disabled?: boolean;
}

/** Picks a node of a tree entity from its tree, searchable by label. */
export function TreeNodeSelect({ value, onChange, loadTree, loadOptions: _paged, ...rest }: TreeSelectProps) {
  const [tree, setTree] = useState<TreeOption[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!loadTree) return;
    let live = true;
    setLoading(true);
    loadTree()
      .then((nodes) => live && setTree(nodes))
      .catch(() => live && setTree([]))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [loadTree]);
  return (
    <TreeSelect
      style={{ width: '100%' }}
      {...rest}
      showSearch
      allowClear
      treeNodeFilterProp="title"
      loading={loading}
      treeData={tree}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
    />
  );
}

export default defineWidget({ id: 'tree-select', component: TreeNodeSelect });
