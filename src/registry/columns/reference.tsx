import { defineColumn, EMPTY_CELL, isBlank } from '../define-column';

/** The referenced row's label, which the page route sends in `$labels`; the id when it has none. */
export default defineColumn({
  id: 'reference',
  render: (value, row, column) => (isBlank(value) ? EMPTY_CELL : (row.$labels?.[column.key] ?? String(value))),
});
