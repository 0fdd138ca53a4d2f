import { defineColumn, EMPTY_CELL, isBlank } from '../define-column';

/** Structured values (price periods ...) shown compactly; the form edits them properly. */
export default defineColumn({
  id: 'json',
  render: (value, _row, column) => {
    if (isBlank(value)) return EMPTY_CELL;
    if (Array.isArray(value) && column.options) {
      return value
        .map((p: Record<string, unknown>) => {
          const label = column.options?.find((o) => String(o.value) === String(p.period))?.label ?? p.period;
          return `${label} ${p.start ?? ''}-${p.end ?? ''}`;
        })
        .join('; ');
    }
    return JSON.stringify(value);
  },
});
