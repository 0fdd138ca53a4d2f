import { DownloadOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  DatePicker,
  Descriptions,
  Form,
  Input,
  message,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { apiDownload, apiTable } from '../../api/http';
import { useActions } from '../../auth/use-actions';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';
import { saveBlob } from '../../screens/save-blob';
import type { PageQuery } from '../system-admin/system-admin-api';
import { formatTime } from '../system-admin/texts';
import { FilterCard, pagedTableProps } from '../system-admin/list-parts';
import { usePagedRows } from '../system-admin/use-paged-rows';
import { changedFields } from './changed-fields';

interface AuditRow {
  id: number;
  createdAt: string;
  entity: string;
  rowId: number | null;
  action: string;
  account: string | null;
  userName: string | null;
  before: unknown;
  after: unknown;
}

const PAGE_TEXT = {
  time: { 'zh-CN': '时间', 'en-US': 'Time' },
  account: { 'zh-CN': '操作账号', 'en-US': 'Account' },
  userName: { 'zh-CN': '操作人', 'en-US': 'User' },
  entity: { 'zh-CN': '对象', 'en-US': 'Object' },
  rowId: { 'zh-CN': '记录', 'en-US': 'Record' },
  action: { 'zh-CN': '操作', 'en-US': 'Action' },
  period: { 'zh-CN': '时间范围', 'en-US': 'Period' },
  export: { 'zh-CN': '导出', 'en-US': 'Export' },
  exporting: { 'zh-CN': '正在导出', 'en-US': 'Exporting' },
  field: { 'zh-CN': '字段', 'en-US': 'Field' },
  before: { 'zh-CN': '修改前', 'en-US': 'Before' },
  after: { 'zh-CN': '修改后', 'en-US': 'After' },
  noChange: { 'zh-CN': '没有字段变化', 'en-US': 'No field changed' },
  readOnly: {
    'zh-CN': '审计记录由系统在每次写入时生成，任何人都不能修改或删除。',
    'en-US': 'Entries are written by the system with every change; nobody can edit or delete them.',
  },
  empty: { 'zh-CN': '没有符合条件的审计记录', 'en-US': 'No entries match' },
} as const satisfies Record<string, LocalizedText>;

const ACTION_COLOR: Record<string, string> = { save: 'green', update: 'blue', delete: 'red' };

interface AuditFilters {
  entity?: string;
  action?: string;
  account?: string;
  period?: [Dayjs | null, Dayjs | null] | null;
}

/** The filters as the server reads them: the period as its two ends. */
function queryOf(values: AuditFilters): Record<string, unknown> {
  const { period, ...rest } = values;
  return {
    ...rest,
    from: period?.[0]?.startOf('day').toISOString(),
    to: period?.[1]?.endOf('day').toISOString(),
  };
}

const loadPage = (query: PageQuery) => apiTable<AuditRow>('/api/system/auditLog/page', query);
const shown = (value: unknown) => (value === undefined || value === null ? '' : JSON.stringify(value));

/** What one entry changed, field by field. */
function ChangeTable({ row }: { row: AuditRow }) {
  const { tr } = useI18n();
  const changes = changedFields(row.before, row.after);
  if (!changes.length) return <Typography.Text type="secondary">{tr(PAGE_TEXT.noChange)}</Typography.Text>;
  return (
    <Descriptions size="small" bordered column={1} style={{ maxWidth: 960 }}>
      {changes.map((change) => (
        <Descriptions.Item key={change.field} label={change.field || tr(PAGE_TEXT.after)}>
          <Space direction="vertical" size={0}>
            <Typography.Text delete type="secondary">
              {shown(change.before)}
            </Typography.Text>
            <Typography.Text>{shown(change.after)}</Typography.Text>
          </Space>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/**
 * The seller's audit log (/safe/audit/log): every write of every screen with who, when, the
 * object and what changed (expand a row), filterable by object, action, account and period,
 * and exported as it is filtered. It has no write buttons: the server has no such routes.
 */
export default function AuditLogPage() {
  const { tr } = useI18n();
  const { has } = useActions();
  const [form] = Form.useForm<AuditFilters>();
  const list = usePagedRows(loadPage);
  const [exported, setExported] = useState<number>();

  const exportRows = async () => {
    setExported(0);
    try {
      const file = await apiDownload('/api/system/auditLog/export', queryOf(form.getFieldsValue()), (bytes) =>
        setExported(bytes),
      );
      saveBlob(file.blob, file.filename || 'audit-log.xlsx');
    } catch {
      void message.error(tr(PAGE_TEXT.export));
    } finally {
      setExported(undefined);
    }
  };

  const columns: TableColumnsType<AuditRow> = [
    { title: tr(PAGE_TEXT.time), dataIndex: 'createdAt', width: 180, render: formatTime },
    { title: tr(PAGE_TEXT.account), dataIndex: 'account', width: 140 },
    { title: tr(PAGE_TEXT.userName), dataIndex: 'userName', width: 120 },
    { title: tr(PAGE_TEXT.entity), dataIndex: 'entity', width: 180 },
    { title: tr(PAGE_TEXT.rowId), dataIndex: 'rowId', width: 100 },
    {
      title: tr(PAGE_TEXT.action),
      dataIndex: 'action',
      render: (action: string) => <Tag color={ACTION_COLOR[action]}>{action}</Tag>,
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <FilterCard form={form} name="auditFilters" onSearch={(values) => list.search(queryOf(values))}>
        <Form.Item name="entity" label={tr(PAGE_TEXT.entity)}>
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="action" label={tr(PAGE_TEXT.action)}>
          <Input allowClear style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="account" label={tr(PAGE_TEXT.account)}>
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="period" label={tr(PAGE_TEXT.period)}>
          <DatePicker.RangePicker />
        </Form.Item>
      </FilterCard>
      <Card
        size="small"
        title={<Typography.Text type="secondary">{tr(PAGE_TEXT.readOnly)}</Typography.Text>}
        extra={
          has('auditLog:export') && (
            <Button icon={<DownloadOutlined />} loading={exported !== undefined} onClick={() => void exportRows()}>
              {exported !== undefined
                ? `${tr(PAGE_TEXT.exporting)} ${Math.round(exported / 1024)} KB`
                : tr(PAGE_TEXT.export)}
            </Button>
          )
        }
      >
        <Table<AuditRow>
          {...pagedTableProps(list, tr(PAGE_TEXT.empty))}
          columns={columns}
          expandable={{ expandedRowRender: (row) => <ChangeTable row={row} /> }}
        />
      </Card>
    </Space>
  );
}
