import { forwardRef, lazy, Suspense, type ComponentProps } from 'react';
import type { RadioRef } from 'antd/es/radio';

// Stands in for antd's Radio where antd Table's row selection imports it (see vite.config.ts).
// Every list selects rows with checkboxes; a single-choice selection (rowSelection.type
// 'radio') would still draw antd's own Radio, fetched the first time one is drawn, instead of
// bringing Radio and its styles (over 1 KB gzip) to every list.

const Radio = lazy(() => import('antd/es/radio'));

const TableRadio = forwardRef<RadioRef, ComponentProps<typeof Radio>>(function TableRadio(props, ref) {
  return (
    <Suspense fallback={null}>
      <Radio {...props} ref={ref} />
    </Suspense>
  );
});

export default TableRadio;
