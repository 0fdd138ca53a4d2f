import { InputNumber } from 'antd';
import numberRange from '../widgets/number-range';
import type { FilterWidgetProps } from '../define-filter';

const NumberRange = numberRange.component;

// Loaded only by lists that filter on numbers: the number input stays out of the other lists.
export function NumberFilter({ value, onChange }: FilterWidgetProps) {
  return (
    <InputNumber style={{ width: '100%' }} value={(value as number | null | undefined) ?? null} onChange={onChange} />
  );
}

export function NumberRangeFilter({ model, value, onChange }: FilterWidgetProps) {
  return <NumberRange value={value} onChange={onChange} moneyUnit={model.moneyUnit} />;
}
