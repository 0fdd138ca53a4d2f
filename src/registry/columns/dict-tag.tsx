import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { defineColumn, EMPTY_CELL, isBlank } from '../define-column';
import { separated } from './separated';

/**
 * A dictionary value as its label, in a tag of the dictionary's colour when it has one; a field
 * holding several values (a list, or their comma-joined text) shows each label, separated.
 */
export default defineColumn({
  id: 'dict-tag',
  render: (value, _row, column, context) => {
    if (isBlank(value)) return EMPTY_CELL;
    const one = (entry: unknown): ReactNode => {
      const item = column.options?.find((o) => o.value === entry || String(o.value) === String(entry));
      if (!item) return String(entry);
      return item.color ? (
        <Tag color={item.color} style={{ marginInlineEnd: 0 }}>
          {item.label}
        </Tag>
      ) : (
        item.label
      );
    };
    const whole = column.options?.some((o) => o.value === value || String(o.value) === String(value));
    const values = Array.isArray(value)
      ? value
      : !whole && typeof value === 'string' && value.includes(',')
        ? value.split(',').map((part) => part.trim())
        : undefined;
    if (!values) return one(value);
    const shown = values.filter((entry) => !isBlank(entry));
    if (shown.length === 0) return EMPTY_CELL;
    return separated(
      shown.map((entry, i) => ({ key: `${String(entry)}-${i}`, node: one(entry) })),
      context.locale,
    );
  },
});
