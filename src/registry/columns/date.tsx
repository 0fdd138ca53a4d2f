import { formatDate, type DateInput } from '../../meta/format';
import { defineColumn, EMPTY_CELL, isBlank } from '../define-column';

export default defineColumn({
  id: 'date',
  render: (value) => (isBlank(value) ? EMPTY_CELL : formatDate(value as DateInput)),
});
