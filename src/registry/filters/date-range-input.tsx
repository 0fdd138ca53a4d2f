import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useI18n } from '../../i18n';
import { presetRange } from '../../meta/filters/date-presets';
import { DATE_RANGE_PRESETS, type LocalizedText } from '../../meta/model';
import type { FilterWidgetProps } from '../define-filter';

const PRESET_TITLES: Record<(typeof DATE_RANGE_PRESETS)[number], LocalizedText> = {
  today: { 'zh-CN': '今天', 'en-US': 'Today' },
  week: { 'zh-CN': '本周', 'en-US': 'This week' },
  month: { 'zh-CN': '本月', 'en-US': 'This month' },
  quarter: { 'zh-CN': '本季度', 'en-US': 'This quarter' },
  year: { 'zh-CN': '今年', 'en-US': 'This year' },
};

const FORMAT = 'YYYY-MM-DD';
type Bound = string | null;

const toDay = (text: unknown) => (typeof text === 'string' && text ? dayjs(text) : null);

/** A [from, to] pair of yyyy-MM-dd strings, as the URL and the page route take it. */
export function DateRangeFilter({ value, onChange }: FilterWidgetProps) {
  const { tr } = useI18n();
  const [from, to] = Array.isArray(value) ? (value as Bound[]) : [];
  // The same ranges a list filter may start with (defaultRange), computed when the picker opens.
  const presets = DATE_RANGE_PRESETS.map((preset) => ({
    label: tr(PRESET_TITLES[preset]),
    value: () => presetRange(preset).map((day) => dayjs(day)) as [Dayjs, Dayjs],
  }));
  return (
    <DatePicker.RangePicker
      presets={presets}
      style={{ width: '100%' }}
      allowEmpty={[true, true]}
      value={from || to ? [toDay(from), toDay(to)] : null}
      onChange={(days: [Dayjs | null, Dayjs | null] | null) =>
        onChange(days ? days.map((day) => (day ? day.format(FORMAT) : null)) : undefined)
      }
    />
  );
}
