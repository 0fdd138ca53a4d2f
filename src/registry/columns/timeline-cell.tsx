import { TimelineBar } from '../widgets/timeline-bar';
import type { ColumnModel } from '../../engine/columns';
import type { CellContext } from '../define-column';
import { SubRowsTable } from './sub-rows-table';

/** Sub rows as their periods on a 24-hour bar (labels on hover); a detail also lists the rows. */
export default function TimelineCell({
  rows,
  column,
  context,
}: {
  rows: Record<string, unknown>[];
  column: Omit<ColumnModel, 'sortable' | 'link'> & { timeline: NonNullable<ColumnModel['timeline']> };
  context: CellContext;
}) {
  const bar = (
    <TimelineBar rows={rows} timeline={column.timeline} options={column.options} ticks={context.place === 'detail'} />
  );
  if (context.place !== 'detail' || !column.rows) return bar;
  return (
    <>
      {bar}
      <SubRowsTable rows={rows} models={column.rows} context={context} />
    </>
  );
}
