import { defineColumn, EMPTY_CELL, isBlank } from '../define-column';

export default defineColumn({
  id: 'text',
  render: (value) => (isBlank(value) ? EMPTY_CELL : String(value)),
});
