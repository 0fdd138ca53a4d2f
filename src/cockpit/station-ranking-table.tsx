import { Table } from 'antd';
import { yuan } from '../charts/aggregate-chart';
import type { AggregateState } from '../charts/use-aggregate';
import { useI18n } from '../i18n/use-i18n';
import type { AggregateRow } from '../meta/aggregate';
import { text } from './cockpit-parts';

const TEXT = {
  station: text('场站', 'Station'),
  amount: text('收入', 'Revenue'),
  kwh: text('充电量(kWh)', 'Energy (kWh)'),
  sessions: text('订单数', 'Sessions'),
} as const;

/** The station ranking's figures as a table: rank, station, revenue, energy and sessions, sortable. */
export function StationRankingTable({ state }: { state: AggregateState }) {
  const { tr } = useI18n();
  return (
    <Table<AggregateRow>
      size="small"
      rowKey={(row) => String(row.stationId)}
      loading={state.loading && !state.answer}
      dataSource={state.answer?.rows ?? []}
      pagination={false}
      data-testid="platform-ranking-table"
      columns={[
        { title: '#', key: 'rank', width: 48, render: (_, __, index) => index + 1 },
        {
          title: tr(TEXT.station),
          key: 'station',
          render: (_, row) => row.$labels?.stationId ?? String(row.stationId),
        },
        {
          title: tr(TEXT.amount),
          key: 'amount',
          align: 'right',
          sorter: (a, b) => Number(a['sum:totalAmount']) - Number(b['sum:totalAmount']),
          render: (_, row) => yuan(Number(row['sum:totalAmount'])),
        },
        {
          title: tr(TEXT.kwh),
          key: 'kwh',
          align: 'right',
          sorter: (a, b) => Number(a['sum:kwh']) - Number(b['sum:kwh']),
          render: (_, row) => Number(row['sum:kwh']).toFixed(1),
        },
        {
          title: tr(TEXT.sessions),
          key: 'count',
          align: 'right',
          sorter: (a, b) => Number(a.count) - Number(b.count),
          render: (_, row) => Number(row.count),
        },
      ]}
    />
  );
}
