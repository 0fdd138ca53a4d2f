import { toFileList } from '../../meta/files/file-value';
import { defineColumn, EMPTY_CELL } from '../define-column';

/** An image field holds a list of URLs; the first is shown. */
export default defineColumn({
  id: 'image',
  render: (value, _row, column) => {
    const [src] = toFileList(value);
    if (!src) return EMPTY_CELL;
    return <img src={src} alt={column.title} loading="lazy" style={{ maxHeight: 40, maxWidth: 80 }} />;
  },
});
