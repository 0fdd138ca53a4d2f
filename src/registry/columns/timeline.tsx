import { defineColumn, EMPTY_CELL } from '../define-column';
import { lazyCell } from './lazy-cell';

const TimelineCell = lazyCell(() => import('./timeline-cell'));

/** Sub rows drawn as their periods on a 24-hour bar (labels on hover); a detail also lists the rows. */
export default defineColumn({
  id: 'timeline',
  render: (value, _row, column, context) => {
    if (!Array.isArray(value) || value.length === 0 || !column.timeline) return EMPTY_CELL;
    const rows = value as Record<string, unknown>[];
    return <TimelineCell rows={rows} column={{ ...column, timeline: column.timeline }} context={context} />;
  },
});
