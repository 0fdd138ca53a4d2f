import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, message, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useActions } from '../../auth/use-actions';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';
import { sellersApi, type SellerRow } from '../system-admin/system-admin-api';
import { formatTime, TEXT } from '../system-admin/texts';
import { EnableStatusTag } from '../system-admin/enable-status';
import { FilterCard, pagedTableProps } from '../system-admin/list-parts';
import { usePagedRows } from '../system-admin/use-paged-rows';
import { SellerFormDialog } from './seller-form-dialog';

const PAGE_TEXT = {
  sellerNumber: { 'zh-CN': '商户编号', 'en-US': 'Seller number' },
  name: { 'zh-CN': '商户名称', 'en-US': 'Seller name' },
  platformName: { 'zh-CN': '平台名称', 'en-US': 'Platform name' },
  users: { 'zh-CN': '用户数', 'en-US': 'Users' },
  platform: { 'zh-CN': '平台', 'en-US': 'Platform' },
  forbid: { 'zh-CN': '禁用', 'en-US': 'Forbid' },
  confirmForbid: {
    'zh-CN': '禁用后该商户的用户将立即退出且无法登录，确定吗？',
    'en-US': "The seller's users are signed out at once and cannot sign in. Forbid?",
  },
  permissions: { 'zh-CN': '分配权限', 'en-US': 'Assign permissions' },
  empty: { 'zh-CN': '没有符合条件的商户', 'en-US': 'No sellers match' },
} as const satisfies Record<string, LocalizedText>;

/**
 * The platform's sellers (/system/platform/seller): add a seller with its administrator, rename,
 * forbid or enable it, and go to its permission assignment.
 */
export default function SellerManagePage() {
  const { tr } = useI18n();
  const { has } = useActions();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const list = usePagedRows(sellersApi.page);
  const [dialog, setDialog] = useState<{ open: boolean; editing?: SellerRow }>({ open: false });

  const setEnabled = async (seller: SellerRow, enabled: boolean) => {
    try {
      await sellersApi.setEnabled([seller.id], enabled);
      void message.success(tr(enabled ? TEXT.enabled : TEXT.disabled));
      list.reload();
    } catch {
      // The server's message is shown.
    }
  };

  const columns: TableColumnsType<SellerRow> = [
    { title: tr(PAGE_TEXT.sellerNumber), dataIndex: 'sellerNumber', width: 120 },
    {
      title: tr(PAGE_TEXT.name),
      dataIndex: 'name',
      render: (name: string, seller) => (
        <Space>
          {name}
          {seller.isPlatform && <Tag color="gold">{tr(PAGE_TEXT.platform)}</Tag>}
        </Space>
      ),
    },
    { title: tr(PAGE_TEXT.platformName), dataIndex: 'platformName' },
    { title: tr(PAGE_TEXT.users), dataIndex: 'userCount', width: 90, align: 'right' },
    {
      title: tr(TEXT.status),
      dataIndex: 'status',
      width: 90,
      render: (status: number) => <EnableStatusTag status={status} />,
    },
    { title: tr(TEXT.createdAt), dataIndex: 'createdAt', width: 180, render: formatTime },
    {
      title: tr(TEXT.actions),
      key: 'actions',
      width: 260,
      render: (_, seller) => (
        <Space size="small">
          {has('sellerManage:edit') && (
            <Button
              type="link"
              size="small"
              data-action="edit"
              onClick={() => setDialog({ open: true, editing: seller })}
            >
              {tr(TEXT.edit)}
            </Button>
          )}
          {seller.status === 1 && !seller.isPlatform && has('sellerManage:disable') && (
            <Popconfirm title={tr(PAGE_TEXT.confirmForbid)} onConfirm={() => setEnabled(seller, false)}>
              <Button type="link" size="small" danger data-action="disable">
                {tr(PAGE_TEXT.forbid)}
              </Button>
            </Popconfirm>
          )}
          {seller.status !== 1 && has('sellerManage:enable') && (
            <Button type="link" size="small" data-action="enable" onClick={() => void setEnabled(seller, true)}>
              {tr(TEXT.enable)}
            </Button>
          )}
          {!seller.isPlatform && has('sellerPermission:edit') && (
            <Button
              type="link"
              size="small"
              onClick={() => navigate(`/system/platform/sellerPermission?sellerId=${seller.id}`)}
            >
              {tr(PAGE_TEXT.permissions)}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <FilterCard form={form} name="sellerFilters" onSearch={list.search}>
        <Form.Item name="sellerNumber" label={tr(PAGE_TEXT.sellerNumber)}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="name" label={tr(PAGE_TEXT.name)}>
          <Input allowClear />
        </Form.Item>
      </FilterCard>
      <Card
        size="small"
        extra={
          has('sellerManage:add') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true })}>
              {tr(TEXT.add)}
            </Button>
          )
        }
      >
        <Table<SellerRow> {...pagedTableProps(list, tr(PAGE_TEXT.empty))} columns={columns} />
      </Card>
      <SellerFormDialog
        open={dialog.open}
        editing={dialog.editing}
        onClose={(saved) => {
          setDialog({ open: false });
          if (saved) {
            void message.success(tr(TEXT.saved));
            list.reload();
          }
        }}
      />
    </Space>
  );
}
