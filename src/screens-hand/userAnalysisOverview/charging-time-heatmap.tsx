import { Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { ChartView } from '../../charts/chart-view';
import { useAggregate } from '../../charts/use-aggregate';
import { Panel } from '../../cockpit/cockpit-parts';
import { useI18n } from '../../i18n/use-i18n';
import { lastDays, text } from '../../insight/analysis-parts';

/** ISO weekdays 1 (Monday) to 7 (Sunday), as the aggregate's `weekday` bucket numbers them. */
const WEEKDAYS = [
  text('周一', 'Mon'),
  text('周二', 'Tue'),
  text('周三', 'Wed'),
  text('周四', 'Thu'),
  text('周五', 'Fri'),
  text('周六', 'Sat'),
  text('周日', 'Sun'),
];

/**
 * The two granularities of the heat map. "Minute" is the quarter hour over the last 7 days:
 * per single minute a week is 10,080 cells of mostly one or no charge, which reads as noise,
 * while quarter hours show when a queue forms (the 08:00-08:15 rush) and in 7 days each weekday
 * occurs once, so a cell is one real quarter hour of one day rather than a sum across weeks.
 * "Hour" keeps the tab's look-back period, where the pattern across weeks is what matters.
 */
const GRANULARITIES = {
  hour: { label: text('小时', 'Hour'), bucket: 'startTime:hourOfDay', days: undefined, slots: 24, minutes: 60 },
  minute: {
    label: text('分钟（15分钟，近7天）', 'Minute (15 min, last 7 days)'),
    bucket: 'startTime:quarterHourOfDay',
    days: 7,
    slots: 96,
    minutes: 15,
  },
} as const;
type Granularity = keyof typeof GRANULARITIES;

/** The slot names the bucket answers: hours as numbers ("8"), quarter hours as "08:15". */
const slotNames = ({ slots, minutes }: { slots: number; minutes: number }) =>
  Array.from({ length: slots }, (_, i) => {
    if (minutes === 60) return String(i);
    const start = i * minutes;
    return `${String(Math.floor(start / 60)).padStart(2, '0')}:${String(start % 60).padStart(2, '0')}`;
  });

/** When in the week and day members charge: weekday rows by hour or quarter-hour columns. */
export function ChargingTimeHeatmap({ days }: { days: number }) {
  const { tr } = useI18n();
  const [granularity, setGranularity] = useState<Granularity>('hour');
  const { bucket, days: ownDays } = GRANULARITIES[granularity];
  const range = useMemo(() => lastDays(ownDays ?? days), [ownDays, days]);
  const body = useMemo(
    () => ({ filters: { startTime: range }, dimensions: [bucket, 'startTime:weekday'], measures: ['count'] }),
    [range, bucket],
  );
  const cells = useAggregate('bill', body);
  const spec = useMemo(() => {
    const counts = new Map<string, number>();
    for (const row of cells.answer?.rows ?? [])
      counts.set(`${Number(row['startTime:weekday'])} ${String(row[bucket])}`, Number(row.count ?? 0));
    // Every weekday and slot, quiet ones as 0: the columns stay evenly spaced in time and the
    // rows run Monday to Sunday, whichever cells happen to have charges. No charge at all is the
    // chart's empty state, not a pale grid.
    const slots = slotNames(GRANULARITIES[granularity]);
    const data = cells.answer?.rows.length
      ? WEEKDAYS.flatMap((weekday, i) =>
          slots.map((slot) => ({ x: slot, series: tr(weekday), y: counts.get(`${i + 1} ${slot}`) ?? 0 })),
        )
      : [];
    return {
      kind: 'heatmap' as const,
      data,
      x: 'x',
      y: 'y',
      series: 'series',
      yTitle: tr(text('充电次数', 'Charges')),
    };
  }, [cells.answer, bucket, granularity, tr]);
  return (
    <Panel
      testId="panel-hour-heatmap"
      title={text('充电时段热力（星期 × 时段）', 'Charging by weekday and time of day')}
      extra={
        <Segmented
          size="small"
          value={granularity}
          onChange={(value) => setGranularity(value as Granularity)}
          options={Object.entries(GRANULARITIES).map(([key, g]) => ({ value: key, label: tr(g.label) }))}
          data-testid="heatmap-granularity"
        />
      }
    >
      <ChartView
        testId="chart-hour-heatmap"
        spec={spec}
        loading={cells.loading && !cells.answer}
        error={cells.error}
        onRetry={cells.reload}
      />
    </Panel>
  );
}
