import { defineColumn, EMPTY_CELL, isBlank } from '../define-column';

export default defineColumn({
  id: 'number',
  render: (value, _row, column) => {
    if (isBlank(value)) return EMPTY_CELL;
    const n = Number(value);
    return column.precision !== undefined && Number.isFinite(n) ? n.toFixed(column.precision) : String(value);
  },
});
