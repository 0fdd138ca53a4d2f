import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, message, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useActions } from '../../auth/use-actions';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';
import { useSavedElsewhere } from '../../screens/saved-elsewhere';
import { ROLES_SAVED, rolesApi, type RoleRow } from '../system-admin/system-admin-api';
import { formatTime, TEXT } from '../system-admin/texts';
import { DataScopeSelect, DataScopeTag, useDataScopes } from '../system-admin/data-scope';
import { EnableStatusSelect, EnableStatusTag, EnableToggle } from '../system-admin/enable-status';
import { FilterCard, pagedTableProps } from '../system-admin/list-parts';
import { usePagedRows } from '../system-admin/use-paged-rows';

export const ROLE_CONFIG_URL = '/system/systemSet/RoleConfig';

const PAGE_TEXT = {
  name: { 'zh-CN': '角色名称', 'en-US': 'Role name' },
  description: { 'zh-CN': '描述', 'en-US': 'Description' },
  admin: { 'zh-CN': '管理员角色', 'en-US': 'Administrator role' },
  code: { 'zh-CN': '角色编码', 'en-US': 'Role code' },
  dataScope: { 'zh-CN': '数据范围', 'en-US': 'Data scope' },
  confirmDisable: {
    'zh-CN': '停用后持有该角色的用户将失去其权限，确定停用吗？',
    'en-US': 'Its users lose what it grants. Disable it?',
  },
  empty: { 'zh-CN': '没有符合条件的角色', 'en-US': 'No roles match' },
} as const satisfies Record<string, LocalizedText>;

/**
 * Roles of the seller (/system/systemSet/role), in their own order. Adding and editing open the
 * role configuration page, where the permission tree and the data scope are; a disabled role
 * grants its users nothing; the administrator role is neither disabled nor deleted.
 */
export default function SystemRolesPage() {
  const { tr } = useI18n();
  const { has } = useActions();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const list = usePagedRows(rolesApi.page);
  useSavedElsewhere(ROLES_SAVED, list.reload);
  const scopes = useDataScopes();

  const run = async (work: Promise<unknown>, done: LocalizedText) => {
    try {
      await work;
      void message.success(tr(done));
      list.reload();
    } catch {
      // The server's message is shown.
    }
  };

  const columns: TableColumnsType<RoleRow> = [
    {
      title: tr(PAGE_TEXT.name),
      dataIndex: 'name',
      width: 200,
      render: (name: string, role) => (
        <Space>
          {name}
          {role.isAdmin && <Tag color="gold">{tr(PAGE_TEXT.admin)}</Tag>}
        </Space>
      ),
    },
    { title: tr(PAGE_TEXT.code), dataIndex: 'code', width: 140, render: (code) => code ?? '-' },
    {
      title: tr(PAGE_TEXT.dataScope),
      dataIndex: 'dataScope',
      width: 150,
      render: (scope: string | undefined) => <DataScopeTag value={scope} items={scopes} />,
    },
    { title: tr(PAGE_TEXT.description), dataIndex: 'description' },
    { title: tr(TEXT.sort), dataIndex: 'sort', width: 80 },
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
      width: 220,
      render: (_, role) => (
        <Space size="small">
          {has('roleManage:edit') && (
            <Button
              type="link"
              size="small"
              data-action="edit"
              onClick={() => navigate(`${ROLE_CONFIG_URL}?id=${role.id}`)}
            >
              {tr(TEXT.edit)}
            </Button>
          )}
          <EnableToggle
            enabled={role.status === 1}
            mayEnable={has('roleManage:enable')}
            // The administrator role is never disabled (the server refuses it too).
            mayDisable={!role.isAdmin && has('roleManage:disable')}
            confirm={PAGE_TEXT.confirmDisable}
            onChange={(enable) => run(rolesApi.setEnabled([role.id], enable), enable ? TEXT.enabled : TEXT.disabled)}
          />
          {has('roleManage:delete') && !role.isAdmin && (
            <Popconfirm title={tr(TEXT.confirmDelete)} onConfirm={() => run(rolesApi.remove([role.id]), TEXT.deleted)}>
              <Button type="link" size="small" danger data-action="delete">
                {tr(TEXT.remove)}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <FilterCard form={form} name="roleFilters" onSearch={list.search}>
        <Form.Item name="name" label={tr(PAGE_TEXT.name)}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="code" label={tr(PAGE_TEXT.code)}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="status" label={tr(TEXT.status)}>
          <EnableStatusSelect />
        </Form.Item>
        <Form.Item name="dataScope" label={tr(PAGE_TEXT.dataScope)}>
          <DataScopeSelect allowClear />
        </Form.Item>
      </FilterCard>
      <Card
        size="small"
        extra={
          has('roleManage:add') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ROLE_CONFIG_URL)}>
              {tr(TEXT.add)}
            </Button>
          )
        }
      >
        <Table<RoleRow> {...pagedTableProps(list, tr(PAGE_TEXT.empty))} columns={columns} />
      </Card>
    </Space>
  );
}
