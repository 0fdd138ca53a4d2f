import { InputNumber } from 'antd';
import { fenToYuan, yuanToFen, type MoneyUnit } from '../../meta/format';
import { defineWidget } from '../define-widget';

interface MoneyInputProps {
  /** The stored amount: integer fen (or 1/10000 yuan when moneyUnit is 10000). */
  value?: number | null;
  onChange?: (value: number | null) => void;
  moneyUnit?: MoneyUnit;
  placeholder?: string;
  disabled?: boolean;
}

/** Entered in yuan, kept in the stored unit, so form values and the payload are integer fen. */
export function MoneyInput({ value, onChange, moneyUnit = 100, ...rest }: MoneyInputProps) {
  const decimals = String(moneyUnit).length - 1;
  return (
    <InputNumber
      {...rest}
      style={{ width: '100%' }}
      precision={decimals}
      addonAfter="¥"
      value={fenToYuan(value, moneyUnit)}
      onChange={(yuan) => onChange?.(yuanToFen(yuan, moneyUnit))}
    />
  );
}

export default defineWidget({ id: 'money', component: MoneyInput });
