import { PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Form,
  Input,
  message,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  TreeSelect,
  type TableColumnsType,
} from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useActions } from '../../auth/use-actions';
import { useSession } from '../../auth/use-session';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';
import { useSavedElsewhere } from '../../screens/saved-elsewhere';
import { ROLES_SAVED, rolesApi, usersApi, type Option, type UserRow } from '../system-admin/system-admin-api';
import { formatTime, TEXT } from '../system-admin/texts';
import { EnableStatusSelect, EnableStatusTag, EnableToggle } from '../system-admin/enable-status';
import { FilterCard, pagedTableProps } from '../system-admin/list-parts';
import { usePagedRows } from '../system-admin/use-paged-rows';
import { ResetPasswordDialog } from './reset-password-dialog';
import { useOrganizationTree } from './use-organization-tree';
import { useUserTypes } from './use-user-types';
import { UserFormDialog } from './user-form-dialog';

const PAGE_TEXT = {
  account: { 'zh-CN': '账号', 'en-US': 'Account' },
  name: { 'zh-CN': '姓名', 'en-US': 'Name' },
  phone: { 'zh-CN': '手机号', 'en-US': 'Mobile' },
  roles: { 'zh-CN': '角色', 'en-US': 'Roles' },
  organization: { 'zh-CN': '所属组织', 'en-US': 'Organization' },
  lastLogin: { 'zh-CN': '最近登录', 'en-US': 'Last login' },
  userType: { 'zh-CN': '用户类型', 'en-US': 'User type' },
  resetPassword: { 'zh-CN': '重置密码', 'en-US': 'Reset password' },
  passwordReset: { 'zh-CN': '密码已重置', 'en-US': 'Password reset' },
  confirmDisable: {
    'zh-CN': '禁用后该用户将无法登录，确定吗？',
    'en-US': 'The user will not be able to sign in. Disable?',
  },
  empty: { 'zh-CN': '没有符合条件的用户', 'en-US': 'No users match' },
} as const satisfies Record<string, LocalizedText>;

/**
 * Users of the seller (/system/systemSet/user): search by account, name, mobile, organization
 * branch, type and status, sort by column, add and edit with roles, managed stations and
 * fleets, enable, disable, reset a password and delete, each button shown to who holds its
 * action key (the server checks them again, and refuses what the editor may not grant).
 */
export default function SystemUsersPage() {
  const { tr } = useI18n();
  const { has } = useActions();
  const [form] = Form.useForm();
  const list = usePagedRows(usersApi.page);
  const [roles, setRoles] = useState<Option[]>([]);
  const [dialog, setDialog] = useState<{ open: boolean; editing?: UserRow }>({ open: false });
  const organizations = useOrganizationTree();
  const userTypes = useUserTypes();
  const me = useSession().user?.id;
  const [resetting, setResetting] = useState<UserRow>();

  const loadRoles = useCallback(() => {
    if (!has('roleManage:query')) return;
    void rolesApi.page({ pageNo: 1, pageSize: 500 }).then(
      (page) => setRoles(page.data.map((role) => ({ value: role.id, label: role.name }))),
      () => undefined,
    );
  }, [has]);
  useEffect(loadRoles, [loadRoles]);
  // A role added on its own page while this list is kept open is offered at once.
  useSavedElsewhere(ROLES_SAVED, loadRoles);

  const roleName = useMemo(() => new Map(roles.map((role) => [role.value, role.label])), [roles]);
  const typeOptions = useMemo(
    () => userTypes.map((item) => ({ value: Number(item.value), label: tr(item.label) })),
    [userTypes, tr],
  );
  const sortOrder = (field: string) => (list.sort?.field === field ? list.sort.order : null);

  const run = useCallback(
    async (work: Promise<unknown>, done: LocalizedText) => {
      try {
        await work;
        void message.success(tr(done));
        list.reload();
      } catch {
        // The server's message is shown.
      }
    },
    [list, tr],
  );

  const columns: TableColumnsType<UserRow> = [
    { title: tr(PAGE_TEXT.account), dataIndex: 'account', width: 160, sorter: true, sortOrder: sortOrder('account') },
    { title: tr(PAGE_TEXT.name), dataIndex: 'name', width: 140, sorter: true, sortOrder: sortOrder('name') },
    { title: tr(PAGE_TEXT.phone), dataIndex: 'phone', width: 140 },
    {
      title: tr(PAGE_TEXT.userType),
      dataIndex: 'userType',
      width: 110,
      render: (type: number) => typeOptions.find((option) => option.value === type)?.label ?? '-',
    },
    { title: tr(PAGE_TEXT.organization), dataIndex: 'organizationName', width: 160, render: (name) => name ?? '-' },
    {
      title: tr(PAGE_TEXT.roles),
      dataIndex: 'roleIds',
      render: (ids: number[]) => ids.map((id) => <Tag key={id}>{roleName.get(id) ?? `#${id}`}</Tag>),
    },
    {
      title: tr(TEXT.status),
      dataIndex: 'status',
      width: 90,
      render: (status: number) => <EnableStatusTag status={status} />,
    },
    {
      title: tr(PAGE_TEXT.lastLogin),
      dataIndex: 'lastLoginAt',
      width: 180,
      render: formatTime,
      sorter: true,
      sortOrder: sortOrder('lastLoginAt'),
    },
    {
      title: tr(TEXT.createdAt),
      dataIndex: 'createdAt',
      width: 180,
      render: formatTime,
      sorter: true,
      sortOrder: sortOrder('createdAt'),
    },
    {
      title: tr(TEXT.actions),
      key: 'actions',
      width: 260,
      render: (_, user) => (
        <Space size="small">
          {has('userManage:edit') && (
            <Button
              type="link"
              size="small"
              data-action="edit"
              onClick={() => setDialog({ open: true, editing: user })}
            >
              {tr(TEXT.edit)}
            </Button>
          )}
          <EnableToggle
            enabled={user.status === 1}
            mayEnable={has('userManage:enable')}
            mayDisable={has('userManage:disable')}
            confirm={PAGE_TEXT.confirmDisable}
            onChange={(enable) => run(usersApi.setEnabled([user.id], enable), enable ? TEXT.enabled : TEXT.disabled)}
          />
          {user.id !== me && has('userManage:resetPassword') && (
            <Button type="link" size="small" data-action="resetPassword" onClick={() => setResetting(user)}>
              {tr(PAGE_TEXT.resetPassword)}
            </Button>
          )}
          {has('userManage:delete') && (
            <Popconfirm title={tr(TEXT.confirmDelete)} onConfirm={() => run(usersApi.remove([user.id]), TEXT.deleted)}>
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
      <FilterCard form={form} name="userFilters" onSearch={list.search} data-testid="user-filters">
        <Form.Item name="account" label={tr(PAGE_TEXT.account)}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="name" label={tr(PAGE_TEXT.name)}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="phone" label={tr(PAGE_TEXT.phone)}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="userType" label={tr(PAGE_TEXT.userType)}>
          <Select options={typeOptions} allowClear style={{ minWidth: 120 }} />
        </Form.Item>
        <Form.Item name="status" label={tr(TEXT.status)}>
          <EnableStatusSelect />
        </Form.Item>
        {/* A branch: its users and those of every organization below it. */}
        <Form.Item name="organizationId" label={tr(PAGE_TEXT.organization)}>
          <TreeSelect treeData={organizations} treeDefaultExpandAll allowClear style={{ minWidth: 180 }} />
        </Form.Item>
      </FilterCard>
      <Card
        size="small"
        extra={
          has('userManage:add') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true })}>
              {tr(TEXT.add)}
            </Button>
          )
        }
      >
        <Table<UserRow> {...pagedTableProps(list, tr(PAGE_TEXT.empty))} columns={columns} />
      </Card>
      <UserFormDialog
        open={dialog.open}
        editing={dialog.editing}
        roles={roles}
        userTypes={typeOptions}
        organizations={organizations}
        onClose={(saved) => {
          setDialog({ open: false });
          if (saved) {
            void message.success(tr(TEXT.saved));
            list.reload();
          }
        }}
      />
      <ResetPasswordDialog
        user={resetting}
        onClose={(done) => {
          setResetting(undefined);
          if (done) void message.success(tr(PAGE_TEXT.passwordReset));
        }}
      />
    </Space>
  );
}
