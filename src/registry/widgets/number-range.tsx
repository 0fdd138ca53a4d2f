import { InputNumber, Space } from 'antd';
import { defineWidget } from '../define-widget';

type Bound = number | null;

interface NumberRangeProps {
  value?: [Bound, Bound];
  onChange?: (value: [Bound, Bound]) => void;
  /** Money filters are typed in yuan and sent in the stored unit. */
  moneyUnit?: number;
}

function NumberRange({ value, onChange, moneyUnit }: NumberRangeProps) {
  const [from = null, to = null] = value ?? [];
  const scale = moneyUnit ?? 1;
  const shown = (n: Bound) => (n === null ? null : n / scale);
  const stored = (n: number | string | null): Bound => (n === null ? null : Math.round(Number(n) * scale));
  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber style={{ width: '50%' }} value={shown(from)} onChange={(n) => onChange?.([stored(n), to])} />
      <InputNumber style={{ width: '50%' }} value={shown(to)} onChange={(n) => onChange?.([from, stored(n)])} />
    </Space.Compact>
  );
}

export default defineWidget({ id: 'number-range', component: NumberRange });
