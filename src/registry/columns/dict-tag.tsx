import { Tag } from 'antd';
import { defineColumn, EMPTY_CELL, isBlank } from '../define-column';

/** A dictionary value as its label, in a tag of the dictionary's colour when it has one. */
export default defineColumn({
  id: 'dict-tag',
  render: (value, _row, column) => {
    if (isBlank(value)) return EMPTY_CELL;
    const item = column.options?.find((o) => o.value === value || String(o.value) === String(value));
    if (!item) return String(value);
    return item.color ? <Tag color={item.color}>{item.label}</Tag> : item.label;
  },
});
