import { formatMoney, type MoneyUnit } from '../../meta/format';
import { defineColumn, EMPTY_CELL, isBlank } from '../define-column';

export default defineColumn({
  id: 'money',
  render: (value, _row, column) =>
    isBlank(value) ? EMPTY_CELL : formatMoney(Number(value), (column.moneyUnit ?? 100) as MoneyUnit),
});
