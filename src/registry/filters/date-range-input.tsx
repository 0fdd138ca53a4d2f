import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { FilterWidgetProps } from '../define-filter';

const FORMAT = 'YYYY-MM-DD';
type Bound = string | null;

const toDay = (text: unknown) => (typeof text === 'string' && text ? dayjs(text) : null);

/** A [from, to] pair of yyyy-MM-dd strings, as the URL and the page route take it. */
export function DateRangeFilter({ value, onChange }: FilterWidgetProps) {
  const [from, to] = Array.isArray(value) ? (value as Bound[]) : [];
  return (
    <DatePicker.RangePicker
      style={{ width: '100%' }}
      allowEmpty={[true, true]}
      value={from || to ? [toDay(from), toDay(to)] : null}
      onChange={(days: [Dayjs | null, Dayjs | null] | null) =>
        onChange(days ? days.map((day) => (day ? day.format(FORMAT) : null)) : undefined)
      }
    />
  );
}
