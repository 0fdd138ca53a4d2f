import { formatMoney, type MoneyUnit } from '../../meta/format';
import { defineColumn, EMPTY_CELL, isBlank } from '../define-column';

/**
 * Yuan with 2 decimals; amounts kept in 1/10000 yuan (unit prices such as yuan per kWh) keep
 * their 4 decimals, which rounding to fen would lose.
 */
export default defineColumn({
  id: 'money',
  render: (value, _row, column) => {
    if (isBlank(value)) return EMPTY_CELL;
    const unit = (column.moneyUnit ?? 100) as MoneyUnit;
    return unit === 10000 ? (Number(value) / 10000).toFixed(4) : formatMoney(Number(value), unit);
  },
});
