import { InputNumber } from 'antd';
import { defineWidget } from '../define-widget';

interface CoordinateInputProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  kind?: 'longitude' | 'latitude';
  precision?: number;
  placeholder?: string;
  disabled?: boolean;
}

/** Longitude -180..180, latitude -90..90, up to 10 decimals (SPEC section 5). */
function CoordinateInput({ kind = 'longitude', precision, ...rest }: CoordinateInputProps) {
  const limit = kind === 'longitude' ? 180 : 90;
  return <InputNumber {...rest} style={{ width: '100%' }} min={-limit} max={limit} precision={precision ?? 6} />;
}

export default defineWidget({ id: 'coordinate', component: CoordinateInput });
