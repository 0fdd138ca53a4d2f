import { Alert, Table } from 'antd';
import type { AggregateState } from '../../charts/use-aggregate';
import { useI18n } from '../../i18n/use-i18n';
import { text } from '../../insight/analysis-parts';
import { CITY, KWH, MEMBERS } from '../../insight/region-places';
import type { AggregateRow } from '../../meta/aggregate';

const TEXT = {
  city: text('城市', 'City'),
  members: text('充电会员数', 'Charging members'),
  kwh: text('充电量(kWh)', 'Energy (kWh)'),
  none: text('未填城市', 'No city'),
  failed: text('数据加载失败', 'The figures could not be loaded'),
} as const;

/** The region tab's cities with their charging members and energy: the figures the heat map draws. */
export function RegionCityTable({ figures }: { figures: AggregateState }) {
  const { tr, locale } = useI18n();
  if (figures.error) return <Alert type="error" showIcon message={tr(TEXT.failed)} />;
  const rows = [...(figures.answer?.rows ?? [])].sort((a, b) => Number(b[KWH]) - Number(a[KWH]));
  return (
    <Table<AggregateRow>
      data-testid="region-city-table"
      size="small"
      loading={figures.loading && !figures.answer}
      rowKey={(row) => String(row[CITY] ?? '')}
      dataSource={rows}
      pagination={false}
      columns={[
        { key: 'city', title: tr(TEXT.city), render: (_, row) => (row[CITY] as string | null) ?? tr(TEXT.none) },
        { key: 'members', title: tr(TEXT.members), align: 'right', render: (_, row) => Number(row[MEMBERS]) },
        {
          key: 'kwh',
          title: tr(TEXT.kwh),
          align: 'right',
          render: (_, row) => Number(row[KWH]).toLocaleString(locale, { maximumFractionDigits: 2 }),
        },
      ]}
    />
  );
}
