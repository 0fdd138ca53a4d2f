import { t } from '../../meta/model/plain';
import { TEXTS } from '../../engine/texts';
import { defineColumn, EMPTY_CELL, isBlank } from '../define-column';

export default defineColumn({
  id: 'boolean',
  render: (value, _row, _column, { locale }) => (isBlank(value) ? EMPTY_CELL : t(value ? TEXTS.yes : TEXTS.no, locale)),
});
