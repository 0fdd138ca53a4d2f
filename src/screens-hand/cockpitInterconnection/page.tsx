import dayjs from 'dayjs';
import { Alert, Col, Row, Space, Table, Tag } from 'antd';
import { useMemo } from 'react';
import { CockpitHeader, KpiRow, Panel, summaryOf, text } from '../../cockpit/cockpit-parts';
import { FigureChart } from '../../cockpit/figure-chart';
import { percent } from '../../cockpit/figures';
import { INTERCONNECTION_DAYS, LOG_TAIL, interconnectionFigures } from '../../cockpit/interconnection-figures';
import { useFigure } from '../../cockpit/use-figure';
import { useLogTail, type InterfaceLogRow } from '../../cockpit/use-log-tail';
import { useI18n } from '../../i18n/use-i18n';
import type { AggregateRow } from '../../meta/aggregate';

const OK = 'count|code=0';
const TEXT = {
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

/**
 * Interconnection monitor (/cockpit/interconnectionMonitor): per interconnection enterprise,
 * over the last days, the interface calls, the share that succeeded (result code 0), latency,
 * failures and open interface errors; calls per day; and the tail of the interface log, all
 * asked again every 15 seconds.
 */
export default function CockpitInterconnectionPage() {
  const { tr } = useI18n();
  const figures = useMemo(() => interconnectionFigures(), []);
  const enterprises = useFigure(figures.enterprises);
  const byEnterprise = useFigure(figures.byEnterprise);
  const perDay = useFigure(figures.perDay);
  const openErrors = useFigure(figures.openErrors);
  const tail = useLogTail(LOG_TAIL);
  const all = [enterprises, byEnterprise, perDay, openErrors];
  const calls = summaryOf(byEnterprise, 'count');
  const succeeded = summaryOf(byEnterprise, OK);
  const openByEnterprise = new Map(
    (openErrors.answer?.rows ?? []).map((row) => [String(row.enterpriseId), Number(row['count|status=0'] ?? 0)]),
  );
  const enterpriseName = (row: { enterpriseId?: unknown; $labels?: Record<string, string> }) =>
    row.$labels?.enterpriseId ?? (row.enterpriseId == null ? tr(TEXT.none) : String(row.enterpriseId));

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="cockpit-interconnection">
      <CockpitHeader
        testId="cockpit-interconnection-header"
        purpose={text(
          `近${INTERCONNECTION_DAYS}日各互联企业的接口调用、成功率与耗时`,
          `Interface calls, success and latency per enterprise, last ${INTERCONNECTION_DAYS} days`,
        )}
        failed={all.some((state) => !!state.error)}
        onReload={() => {
          all.forEach((state) => state.reload());
          tail.reload();
        }}
      />
      <KpiRow
        items={[
          {
            key: 'enterprises',
            title: text('互联企业', 'Enterprises'),
            value: summaryOf(enterprises, 'count'),
            error: !!enterprises.error,
          },
          { key: 'calls', title: TEXT.calls, value: calls, error: !!byEnterprise.error },
          {
            key: 'success-rate',
            title: TEXT.success,
            value: calls === undefined || succeeded === undefined ? undefined : percent(succeeded, calls),
            precision: 1,
            suffix: '%',
            error: !!byEnterprise.error,
          },
          {
            key: 'avg-latency',
            title: TEXT.avg,
            value: summaryOf(byEnterprise, 'avg:durationMs'),
            precision: 0,
            suffix: 'ms',
            error: !!byEnterprise.error,
          },
          {
            key: 'failures',
            title: TEXT.errors,
            value: calls === undefined || succeeded === undefined ? undefined : calls - succeeded,
            error: !!byEnterprise.error,
          },
          {
            key: 'open-errors',
            title: TEXT.openErrors,
            value: summaryOf(openErrors, 'count|status=0'),
            error: !!openErrors.error,
          },
        ]}
      />
      <Panel testId="panel-enterprises" title={text('各互联企业', 'Per enterprise')}>
        <Table<AggregateRow>
          size="small"
          rowKey={(row) => String(row.enterpriseId)}
          loading={byEnterprise.loading && !byEnterprise.answer}
          dataSource={byEnterprise.answer?.rows ?? []}
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
              render: (_, row) => openByEnterprise.get(String(row.enterpriseId)) ?? 0,
            },
          ]}
        />
      </Panel>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={12}>
          <Panel
            testId="panel-calls-per-enterprise"
            title={text('调用与成功（按企业）', 'Calls and successes per enterprise')}
          >
            <FigureChart
              testId="interconnection-enterprises"
              figure={figures.byEnterprise}
              state={byEnterprise}
              kind="groupedColumn"
              x="enterpriseId"
              y={[
                { measure: 'count', title: TEXT.calls },
                { measure: OK, title: text('成功', 'Succeeded') },
              ]}
            />
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel testId="panel-calls-per-day" title={text('每日调用', 'Calls per day')}>
            <FigureChart
              testId="interconnection-per-day"
              figure={figures.perDay}
              state={perDay}
              kind="line"
              x="requestAt:day"
              y={[
                { measure: 'count', title: TEXT.calls },
                { measure: OK, title: text('成功', 'Succeeded') },
              ]}
            />
          </Panel>
        </Col>
      </Row>
      <Panel testId="panel-log-tail" title={text(`最新接口日志（${LOG_TAIL}条）`, `Latest ${LOG_TAIL} interface logs`)}>
        {tail.error ? <Alert type="error" showIcon message={tr(TEXT.tailError)} description={tail.error} /> : null}
        <Table<InterfaceLogRow>
          size="small"
          rowKey="id"
          loading={!tail.rows && !tail.error}
          dataSource={tail.rows ?? []}
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
      </Panel>
    </Space>
  );
}
