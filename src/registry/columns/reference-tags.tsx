import { Tag } from 'antd';
import { defineColumn, EMPTY_CELL } from '../define-column';
import { separated } from './separated';

/** Several referenced rows as tags: their labels, which page and get send in `$labels` as a list. */
export default defineColumn({
  id: 'reference-tags',
  render: (value, row, column, context) => {
    const ids = Array.isArray(value) ? value : [];
    if (ids.length === 0) return EMPTY_CELL;
    const labels = row.$labels?.[column.key] as unknown;
    const names = Array.isArray(labels) ? labels.map(String) : ids.map(String);
    const tags = names.map((name, i) => ({
      key: `${String(ids[i])}-${i}`,
      node: <Tag style={{ marginBlock: 2, marginInlineEnd: 0 }}>{name}</Tag>,
    }));
    return <span className="reference-tags">{separated(tags, context.locale)}</span>;
  },
});
