import { defineColumn, EMPTY_CELL, isBlank } from '../define-column';

/** Images are stored as URLs (or data: URLs), several separated by new lines; the first is shown. */
export default defineColumn({
  id: 'image',
  render: (value, _row, column) => {
    if (isBlank(value)) return EMPTY_CELL;
    const src = String(value).split('\n')[0];
    return <img src={src} alt={column.title} loading="lazy" style={{ maxHeight: 40, maxWidth: 80 }} />;
  },
});
