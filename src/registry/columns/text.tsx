import { defineColumn, EMPTY_CELL, isBlank } from '../define-column';

export default defineColumn({
  id: 'text',
  types: ['string', 'text', 'file'],
  render: (value) => (isBlank(value) ? EMPTY_CELL : String(value)),
});
