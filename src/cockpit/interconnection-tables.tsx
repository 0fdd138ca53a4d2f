import { Table, Tag } from 'antd';
import dayjs from 'dayjs';
import type { AggregateState } from '../charts/use-aggregate';
import { useI18n } from '../i18n/use-i18n';
import type { AggregateRow } from '../meta/aggregate';
import { text } from './cockpit-parts';
import { percent } from './figures';
import type { InterfaceLogRow } from './use-log-tail';

/** The measure of the calls that succeeded (result code 0). */
export const OK = 'count|code=0';

export const TEXT = {
  enterprise: text('互联企业', 'Enterprise'),
  none: text('（未关联企业）', '(no enterprise)'),
  calls: text('调用次数', 'Calls'),
  success: text('成功率', 'Success rate'),
  avg: text('平均耗时(ms)', 'Avg latency (ms)'),
  max: text('最大耗时(ms)', 'Max latency (ms)'),
  errors: text('失败次数', 'Failures'),
  openErrors: text('待处理异常', 'Open errors'),
  time: text('时间', 'Time'),
  api: text('接口', 'API'),
  direction: text('方向', 'Direction'),
  duration: text('耗时(ms)', 'Latency (ms)'),
  result: text('结果', 'Result'),
  tailError: text('接口日志加载失败', 'The interface logs could not be loaded'),
} as const;

const rate = (row: AggregateRow) => percent(Number(row[OK] ?? 0), Number(row.count ?? 0));

/** An enterprise's name; interface calls of no enterprise (a government platform) are named so. */
function useEnterpriseName() {
  const { tr } = useI18n();
  return (row: { enterpriseId?: unknown; $labels?: Record<string, string> }) =>
    row.$labels?.enterpriseId ?? (row.enterpriseId == null ? tr(TEXT.none) : String(row.enterpriseId));
}

/** Per enterprise: calls, success rate (worst first), latency, failures and open errors. */
export function EnterpriseTable({ state, openErrors }: { state: AggregateState; openErrors: Map<string, number> }) {
  const { tr } = useI18n();
  const enterpriseName = useEnterpriseName();
  return (
    <Table<AggregateRow>
      size="small"
      rowKey={(row) => String(row.enterpriseId)}
      loading={state.loading && !state.answer}
      dataSource={state.answer?.rows ?? []}
      pagination={false}
      data-testid="interconnection-enterprise-table"
      columns={[
        { title: tr(TEXT.enterprise), key: 'enterprise', render: (_, row) => enterpriseName(row) },
        {
          title: tr(TEXT.calls),
          key: 'calls',
          align: 'right',
          sorter: (a, b) => Number(a.count) - Number(b.count),
          render: (_, row) => Number(row.count),
        },
        {
          title: tr(TEXT.success),
          key: 'rate',
          align: 'right',
          defaultSortOrder: 'ascend',
          sorter: (a, b) => (rate(a) ?? 0) - (rate(b) ?? 0),
          render: (_, row) => {
            const value = rate(row);
            return value === null ? (
              '—'
            ) : (
              <Tag color={value >= 95 ? 'green' : value >= 80 ? 'orange' : 'red'}>{value}%</Tag>
            );
          },
        },
        {
          title: tr(TEXT.avg),
          key: 'avg',
          align: 'right',
          sorter: (a, b) => Number(a['avg:durationMs']) - Number(b['avg:durationMs']),
          render: (_, row) => Math.round(Number(row['avg:durationMs'] ?? 0)),
        },
        {
          title: tr(TEXT.max),
          key: 'max',
          align: 'right',
          sorter: (a, b) => Number(a['max:durationMs']) - Number(b['max:durationMs']),
          render: (_, row) => Number(row['max:durationMs'] ?? 0),
        },
        {
          title: tr(TEXT.errors),
          key: 'failures',
          align: 'right',
          render: (_, row) => Number(row.count) - Number(row[OK] ?? 0),
        },
        {
          title: tr(TEXT.openErrors),
          key: 'open',
          align: 'right',
          render: (_, row) => openErrors.get(String(row.enterpriseId)) ?? 0,
        },
      ]}
    />
  );
}

/** The newest interface logs, newest first. */
export function LogTailTable({ rows, loading }: { rows?: InterfaceLogRow[]; loading: boolean }) {
  const { tr } = useI18n();
  const enterpriseName = useEnterpriseName();
  return (
    <Table<InterfaceLogRow>
      size="small"
      rowKey="id"
      loading={loading}
      dataSource={rows ?? []}
      pagination={false}
      data-testid="interconnection-log-tail"
      columns={[
        {
          title: tr(TEXT.time),
          dataIndex: 'requestAt',
          render: (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : '—'),
        },
        { title: tr(TEXT.enterprise), key: 'enterprise', render: (_, row) => enterpriseName(row) },
        { title: tr(TEXT.api), dataIndex: 'api' },
        { title: tr(TEXT.direction), dataIndex: 'direction' },
        { title: tr(TEXT.duration), dataIndex: 'durationMs', align: 'right' },
        {
          title: tr(TEXT.result),
          key: 'result',
          render: (_, row) => (
            <Tag color={row.code === '0' ? 'green' : 'red'}>
              {row.code === '0' ? 'OK' : `${row.httpStatus ?? ''} ${row.code ?? ''}`}
            </Tag>
          ),
        },
      ]}
    />
  );
}
