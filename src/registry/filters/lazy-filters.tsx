import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Input } from '../../app/plain-input';
import { defineFilter, type FilterWidgetProps } from '../define-filter';

// The date picker and the number input are large and most lists do not filter on them: they
// load with the first list that does.
const NumberFilter = lazy(() => import('./number-inputs').then((m) => ({ default: m.NumberFilter })));
const NumberRangeFilter = lazy(() => import('./number-inputs').then((m) => ({ default: m.NumberRangeFilter })));
const DateRangeFilter = lazy(() => import('./date-range-input').then((m) => ({ default: m.DateRangeFilter })));

function suspended(Widget: LazyExoticComponent<ComponentType<FilterWidgetProps>>) {
  return function SuspendedFilter(props: FilterWidgetProps) {
    return (
      <Suspense fallback={<Input disabled />}>
        <Widget {...props} />
      </Suspense>
    );
  };
}

export const number = defineFilter({ id: 'number', component: suspended(NumberFilter) });
export const numberRange = defineFilter({ id: 'number-range', component: suspended(NumberRangeFilter) });
export const dateRange = defineFilter({ id: 'date-range', component: suspended(DateRangeFilter) });
