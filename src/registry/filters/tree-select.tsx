import { lazy, Suspense } from 'react';
import { Input } from '../../app/plain-input';
import { defineFilter, type FilterWidgetProps } from '../define-filter';

// The tree select is large and only lists of tree references filter with it: it loads with
// the first such list, so the others do not carry it.
const TreeSelectFilter = lazy(() => import('./tree-select-input').then((m) => ({ default: m.TreeSelectFilter })));

function SuspendedTreeSelect(props: FilterWidgetProps) {
  return (
    <Suspense fallback={<Input disabled />}>
      <TreeSelectFilter {...props} />
    </Suspense>
  );
}

export default defineFilter({ id: 'tree-select', component: SuspendedTreeSelect });
