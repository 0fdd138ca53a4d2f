import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Empty, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { apiPost } from '../../api/http';
import { useI18n } from '../../i18n/use-i18n';
import { API_CODES } from '../../meta/api-codes';
import type { BookDay, BookDifference, ReconciliationRun } from '../../meta/books-reconciliation';
import { formatMoney } from '../../meta/format';
import type { LocalizedText } from '../../meta/model';
import { useCan } from '../../screens/use-can';

const TEXT = {
  title: { 'zh-CN': '账务对账', 'en-US': 'Books reconciliation' },
  intro: {
    'zh-CN':
      '每个账户的余额 = 其账户流水之和；每天 充值 − 退款 − 充电扣款 ± 其他 = 余额合计的变化；每笔订单 实付 + 欠费（+ 减免、核销）= 订单金额。每天自动对账一次，发现差异时产生告警。',
    'en-US':
      "Each account's balance = the sum of its entries; each day recharges − refunds − charging debits ± other = the change of the sum of balances; each bill paid + owed (+ waived, written off) = total. Reconciled daily on its own; a difference raises an alarm.",
  },
  run: { 'zh-CN': '立即对账', 'en-US': 'Run now' },
  never: { 'zh-CN': '尚未对账', 'en-US': 'Not reconciled yet' },
  checkedAt: { 'zh-CN': '对账时间', 'en-US': 'Reconciled at' },
  by: { 'zh-CN': '发起', 'en-US': 'Run by' },
  schedule: { 'zh-CN': '每日自动', 'en-US': 'Daily schedule' },
  manual: { 'zh-CN': '手动', 'en-US': 'By hand' },
  accounts: { 'zh-CN': '账户数', 'en-US': 'Accounts' },
  entries: { 'zh-CN': '流水笔数', 'en-US': 'Entries' },
  bills: { 'zh-CN': '订单数', 'en-US': 'Bills' },
  balanced: { 'zh-CN': '账平：没有差异', 'en-US': 'The books balance: no differences' },
  unbalanced: { 'zh-CN': '发现 {count} 处差异', 'en-US': '{count} differences found' },
  differences: { 'zh-CN': '差异', 'en-US': 'Differences' },
  days: { 'zh-CN': '每日汇总', 'en-US': 'Days' },
  kind: { 'zh-CN': '类型', 'en-US': 'Kind' },
  item: { 'zh-CN': '对象', 'en-US': 'Item' },
  expected: { 'zh-CN': '应为', 'en-US': 'Expected' },
  actual: { 'zh-CN': '实为', 'en-US': 'Actual' },
  difference: { 'zh-CN': '差额', 'en-US': 'Difference' },
  open: { 'zh-CN': '查看', 'en-US': 'Open' },
  flows: { 'zh-CN': '流水', 'en-US': 'Entries' },
  account: { 'zh-CN': '账户', 'en-US': 'Account' },
  day: { 'zh-CN': '日期', 'en-US': 'Day' },
  bill: { 'zh-CN': '订单', 'en-US': 'Bill' },
  recharges: { 'zh-CN': '充值', 'en-US': 'Recharges' },
  refunds: { 'zh-CN': '退款', 'en-US': 'Refunds' },
  debits: { 'zh-CN': '充电扣款', 'en-US': 'Charging debits' },
  other: { 'zh-CN': '其他', 'en-US': 'Other' },
  change: { 'zh-CN': '余额变化', 'en-US': 'Balance change' },
  closing: { 'zh-CN': '日终余额合计', 'en-US': 'Closing balances' },
  failed: { 'zh-CN': '对账失败', 'en-US': 'Reconciliation failed' },
} as const satisfies Record<string, LocalizedText>;

const FLOWS = '/finance/paymentCenter/AccountFlow';
/** The account flow list over all time (its default range is this month). */
const flowsOfAccount = (id: string) => `${FLOWS}?accountId=${encodeURIComponent(id)}&createdAt=~`;
const flowsOfDay = (day: string) =>
  `${FLOWS}?createdAt=${encodeURIComponent(`${day}T00:00:00+08:00~${day}T23:59:59.999+08:00`)}`;

function links(difference: BookDifference, tr: (text: LocalizedText) => string) {
  if (difference.kind === 'account')
    return (
      <Space>
        <Link to={`/member/memberManage/account/detail/${difference.key}`}>{tr(TEXT.account)}</Link>
        <Link to={flowsOfAccount(difference.key)}>{tr(TEXT.flows)}</Link>
      </Space>
    );
  if (difference.kind === 'day') return <Link to={flowsOfDay(difference.key)}>{tr(TEXT.flows)}</Link>;
  return <Link to={`/bill/billManage/bill/detail/${difference.key}`}>{tr(TEXT.bill)}</Link>;
}

export default function BooksReconciliationPage() {
  const { tr } = useI18n();
  const can = useCan();
  const [run, setRun] = useState<ReconciliationRun | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();

  const load = useCallback(async (path: string) => {
    setLoading(true);
    setError(undefined);
    try {
      const answer = await apiPost<ReconciliationRun | null>(path, {}, { silent: true });
      if (answer.code !== API_CODES.OK) throw new Error(answer.msg || `code ${answer.code}`);
      setRun(answer.data ?? null);
    } catch (reason) {
      setError(String((reason as Error)?.message ?? reason));
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => void load('/api/finance/reconciliation/latest'), [load]);

  const report = run?.report;
  const kindLabel = (kind: BookDifference['kind']) => tr(TEXT[kind]);
  return (
    <Card
      title={tr(TEXT.title)}
      extra={
        can('booksReconciliation:run') && (
          <Button
            type="primary"
            icon={<ReloadOutlined />}
            loading={loading}
            onClick={() => void load('/api/finance/reconciliation/run')}
          >
            {tr(TEXT.run)}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{tr(TEXT.intro)}</Typography.Paragraph>
      {error && (
        <Alert type="error" showIcon message={tr(TEXT.failed)} description={error} style={{ marginBottom: 16 }} />
      )}
      {!run && !loading && <Empty description={tr(TEXT.never)} />}
      {run && report && (
        <>
          <Descriptions size="small" bordered column={3} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={tr(TEXT.checkedAt)}>
              {new Date(run.finishedAt).toLocaleString()}
            </Descriptions.Item>
            <Descriptions.Item label={tr(TEXT.by)}>
              {tr(run.userId === null ? TEXT.schedule : TEXT.manual)}
            </Descriptions.Item>
            <Descriptions.Item label={tr(TEXT.accounts)}>{report.accounts}</Descriptions.Item>
            <Descriptions.Item label={tr(TEXT.entries)}>{report.entries}</Descriptions.Item>
            <Descriptions.Item label={tr(TEXT.bills)}>{report.bills}</Descriptions.Item>
          </Descriptions>
          <Alert
            data-testid="reconciliation-verdict"
            type={run.differences === 0 ? 'success' : 'error'}
            showIcon
            message={run.differences === 0 ? tr(TEXT.balanced) : tr(TEXT.unbalanced, { count: run.differences })}
            style={{ marginBottom: 16 }}
          />
          {report.differences.length > 0 && (
            <Table<BookDifference>
              title={() => tr(TEXT.differences)}
              size="small"
              rowKey={(row) => `${row.kind}:${row.key}`}
              dataSource={report.differences}
              pagination={{ pageSize: 20 }}
              columns={[
                { title: tr(TEXT.kind), dataIndex: 'kind', render: (kind) => <Tag color="red">{kindLabel(kind)}</Tag> },
                { title: tr(TEXT.item), dataIndex: 'label' },
                {
                  title: tr(TEXT.expected),
                  dataIndex: 'expected',
                  align: 'right',
                  render: (v: number) => formatMoney(v),
                },
                { title: tr(TEXT.actual), dataIndex: 'actual', align: 'right', render: (v: number) => formatMoney(v) },
                {
                  title: tr(TEXT.difference),
                  dataIndex: 'difference',
                  align: 'right',
                  render: (v: number) => formatMoney(v),
                },
                { title: tr(TEXT.open), key: 'links', render: (_, row) => links(row, tr) },
              ]}
              style={{ marginBottom: 16 }}
            />
          )}
          <Table<BookDay>
            title={() => tr(TEXT.days)}
            size="small"
            rowKey="day"
            dataSource={[...report.days].reverse()}
            pagination={{ pageSize: 15 }}
            columns={[
              {
                title: tr(TEXT.day),
                dataIndex: 'day',
                render: (day: string) => <Link to={flowsOfDay(day)}>{day}</Link>,
              },
              {
                title: tr(TEXT.recharges),
                dataIndex: 'recharges',
                align: 'right',
                render: (v: number) => formatMoney(v),
              },
              { title: tr(TEXT.refunds), dataIndex: 'refunds', align: 'right', render: (v: number) => formatMoney(v) },
              { title: tr(TEXT.debits), dataIndex: 'debits', align: 'right', render: (v: number) => formatMoney(v) },
              { title: tr(TEXT.other), dataIndex: 'other', align: 'right', render: (v: number) => formatMoney(v) },
              {
                title: tr(TEXT.change),
                dataIndex: 'balanceChange',
                align: 'right',
                render: (v: number) => formatMoney(v),
              },
              { title: tr(TEXT.closing), dataIndex: 'closing', align: 'right', render: (v: number) => formatMoney(v) },
            ]}
          />
        </>
      )}
    </Card>
  );
}
