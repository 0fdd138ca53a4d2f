import { formatDateTime, type DateInput } from '../../meta/format';
import { defineColumn, EMPTY_CELL, isBlank } from '../define-column';

export default defineColumn({
  id: 'datetime',
  render: (value) => (isBlank(value) ? EMPTY_CELL : formatDateTime(value as DateInput)),
});
