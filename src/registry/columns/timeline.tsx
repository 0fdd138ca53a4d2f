import { TimelineBar } from '../widgets/timeline-bar';
import { defineColumn, EMPTY_CELL } from '../define-column';
import { SubRowsTable } from './sub-rows-table';

/** Sub rows drawn as their periods on a 24-hour bar (labels on hover); a detail also lists the rows. */
export default defineColumn({
  id: 'timeline',
  render: (value, _row, column, context) => {
    if (!Array.isArray(value) || value.length === 0 || !column.timeline) return EMPTY_CELL;
    const rows = value as Record<string, unknown>[];
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
  },
});
