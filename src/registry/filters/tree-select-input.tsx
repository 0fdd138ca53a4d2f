import { TreeNodeSelect } from '../widgets/tree-select';
import type { FilterWidgetProps } from '../define-filter';

/** A reference to a tree entity, picked from its tree. */
export function TreeSelectFilter({ value, onChange, loadTree }: FilterWidgetProps) {
  return <TreeNodeSelect value={value as string | number | null} onChange={onChange} loadTree={loadTree} />;
}
