import { defineColumn, EMPTY_CELL, isBlank } from '../define-column';
import { lazyCell } from './lazy-cell';

const SafeHtml = lazyCell<{ html: string }>(() =>
  import('./safe-html').then((module) => ({ default: module.SafeHtml })),
);

/** Rich text: its plain text in a list cell, the sanitised content in a detail. */
export default defineColumn({
  id: 'html',
  render: (value, _row, _column, context) => {
    if (isBlank(value)) return EMPTY_CELL;
    if (context.place === 'detail') return <SafeHtml html={String(value)} />;
    const plain = String(value)
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return plain.length > 40 ? `${plain.slice(0, 40)}…` : plain || EMPTY_CELL;
  },
});
