import { Tag } from 'antd';
import { defineColumn, EMPTY_CELL } from '../define-column';

/** Several referenced rows as tags: their labels, which page and get send in `$labels` as a list. */
export default defineColumn({
  id: 'reference-tags',
  render: (value, row, column) => {
    const ids = Array.isArray(value) ? value : [];
    if (ids.length === 0) return EMPTY_CELL;
    const labels = row.$labels?.[column.key] as unknown;
    const names = Array.isArray(labels) ? labels.map(String) : ids.map(String);
    return (
      <span className="reference-tags">
        {names.map((name, i) => (
          <Tag key={`${String(ids[i])}-${i}`} style={{ marginBlock: 2 }}>
            {name}
          </Tag>
        ))}
      </span>
    );
  },
});
