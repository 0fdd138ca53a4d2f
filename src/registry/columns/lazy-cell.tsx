import { Suspense, type ComponentType } from 'react';
import { lazyChunk } from '../../app/chunk-errors';

/**
 * A cell part only some schemas show (a 24-hour bar, sanitised rich text): its code loads with
 * the first cell that shows it, not with every list. Each cell waits on its own, so the rest of
 * the table is drawn meanwhile.
 */
export function lazyCell<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Part = lazyChunk(load);
  return function LazyCell(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
