import { TreeNodeSelect } from '../widgets/tree-select';
import { defineFilter } from '../define-filter';

/** A reference to a tree entity, picked from its tree. */
export default defineFilter({
  id: 'tree-select',
  component: ({ value, onChange, loadTree }) => (
    <TreeNodeSelect value={value as string | number | null} onChange={onChange} loadTree={loadTree} />
  ),
});
