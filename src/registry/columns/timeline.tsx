import { TimelineBar } from '../widgets/timeline-bar';
import { defineColumn, EMPTY_CELL } from '../define-column';

/** Sub rows drawn as their periods on a 24-hour bar (labels on hover). */
export default defineColumn({
  id: 'timeline',
  render: (value, _row, column) => {
    if (!Array.isArray(value) || value.length === 0 || !column.timeline) return EMPTY_CELL;
    return (
      <TimelineBar rows={value as Record<string, unknown>[]} timeline={column.timeline} options={column.options} />
    );
  },
});
