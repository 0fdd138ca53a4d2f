import { gunLetter } from '../../meta/format';
import { defineColumn, EMPTY_CELL, isBlank } from '../define-column';

export default defineColumn({
  id: 'gun-letter',
  render: (value) => (isBlank(value) ? EMPTY_CELL : gunLetter(Number(value))),
});
