import { Select } from 'antd';
import { useMemo } from 'react';
import { DAY_MINUTES, formatClock } from '../../meta/sub-rows/timeline';
import { defineWidget } from '../define-widget';

interface ClockSelectProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Minutes between choices; 30 when omitted (widgetProps.step). */
  step?: number;
  disabled?: boolean;
}

/** A time of day "HH:mm" from 00:00 to 24:00 in steps, so that a period can end at midnight. */
function ClockSelect({ value, onChange, step = 30, disabled }: ClockSelectProps) {
  const options = useMemo(() => {
    const every = step > 0 ? step : 30;
    const times: { value: string; label: string }[] = [];
    for (let m = 0; m <= DAY_MINUTES; m += every) times.push({ value: formatClock(m), label: formatClock(m) });
    return times;
  }, [step]);
  return (
    <Select
      style={{ width: '100%', minWidth: 96 }}
      showSearch
      disabled={disabled}
      value={value ?? undefined}
      options={options}
      onChange={(v: string) => onChange?.(v ?? null)}
    />
  );
}

export default defineWidget({ id: 'clock-select', component: ClockSelect });
