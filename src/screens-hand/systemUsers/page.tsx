import { Button, Card, Form, Input, message, Select, Space, TreeSelect } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { hashPassword } from '../../api/system-api';
import { useActions } from '../../auth/use-actions';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';
import { announceSaved, useSavedElsewhere } from '../../screens/saved-elsewhere';
import { RemoteSelect } from '../system-admin/remote-select';
import { ROLES_SAVED, rolesApi, usersApi, type Option, type UserRow } from '../system-admin/system-admin-api';
import { TEXT } from '../system-admin/texts';
import { passwordRules } from './password-rules';
import { choosableOrganizations, useOrganizationTree } from './use-organization-tree';
import { useUserTypes } from './use-user-types';

const USER_LIST_URL = '/system/systemSet/user';
/** The user list kept open reloads when this page saves (screens/saved-elsewhere). */
const USERS_SAVED = { name: 'user' } as const;

const FORM_TEXT = {
  addTitle: { 'zh-CN': '新增用户', 'en-US': 'Add user' },
  editTitle: { 'zh-CN': '编辑用户', 'en-US': 'Edit user' },
  account: { 'zh-CN': '账号', 'en-US': 'Account' },
  name: { 'zh-CN': '姓名', 'en-US': 'Name' },
  phone: { 'zh-CN': '手机号', 'en-US': 'Mobile' },
  email: { 'zh-CN': '邮箱', 'en-US': 'E-mail' },
  organization: { 'zh-CN': '所属组织', 'en-US': 'Organization' },
  password: { 'zh-CN': '初始密码', 'en-US': 'Initial password' },
  roles: { 'zh-CN': '角色', 'en-US': 'Roles' },
  stations: { 'zh-CN': '可管理场站', 'en-US': 'Stations managed' },
  userType: { 'zh-CN': '用户类型', 'en-US': 'User type' },
  groups: { 'zh-CN': '所属车队', 'en-US': 'Fleets' },
  stationsHelp: {
    'zh-CN': '不选表示可管理全部场站',
    'en-US': 'None chosen: all stations',
  },
  badPhone: { 'zh-CN': '请输入11位手机号', 'en-US': 'Enter an 11-digit mobile number' },
} as const satisfies Record<string, LocalizedText>;

interface UserFormValues {
  account: string;
  name: string;
  phone?: string;
  email?: string;
  organizationId?: number;
  password?: string;
  roleIds?: number[];
  stationIds?: number[];
  userType?: number;
  groupIds?: number[];
}

/** The user a path edits: `<user list>/edit/:id`; none for a new user (`<user list>/new`). */
const userIdOf = (pathname: string) => Number(/\/edit\/(\d+)\/?$/.exec(pathname)?.[1]) || undefined;

/**
 * Adds or edits a user of the seller: the user list's add and edit page. Account and initial
 * password only when adding (the password is sent as its MD5 digest, as at login); name,
 * contact, type, organization, roles, managed stations and fleets either way. The server grants
 * only roles and stations the editor may hand on; its refusal keeps what was typed.
 */
export default function UserFormPage() {
  const { tr } = useI18n();
  const { has } = useActions();
  const navigate = useNavigate();
  const userId = userIdOf(useLocation().pathname);
  // The fleet picker reads the fleets' list: offered to whoever may see it.
  const pickGroups = has('fleet:query');
  const [form] = Form.useForm<UserFormValues>();
  const [saving, setSaving] = useState(false);
  const [editing, setEditing] = useState<UserRow>();
  const [roles, setRoles] = useState<Option[]>([]);
  const organizations = useOrganizationTree();
  const userTypes = useUserTypes();
  const typeOptions = useMemo(
    () => userTypes.map((item) => ({ value: Number(item.value), label: tr(item.label) })),
    [userTypes, tr],
  );

  const loadRoles = useCallback(() => {
    if (!has('roleManage:query')) return;
    void rolesApi.page({ pageNo: 1, pageSize: 500 }).then(
      (page) => setRoles(page.data.map((role) => ({ value: role.id, label: role.name }))),
      () => undefined,
    );
  }, [has]);
  useEffect(loadRoles, [loadRoles]);
  // A role added on its own page while this one is kept open is offered at once.
  useSavedElsewhere(ROLES_SAVED, loadRoles);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    usersApi.get(userId).then(
      (user) => {
        if (!live) return;
        setEditing(user);
        form.setFieldsValue({
          account: user.account,
          name: user.name,
          phone: user.phone ?? undefined,
          email: user.email ?? undefined,
          organizationId: user.organizationId ?? undefined,
          userType: user.userType,
          roleIds: user.roleIds ?? [],
          stationIds: user.stationIds ?? [],
          groupIds: user.groupIds ?? [],
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [userId, form]);

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const common = {
        name: values.name,
        phone: values.phone || null,
        email: values.email || null,
        organizationId: values.organizationId ?? null,
        roleIds: values.roleIds ?? [],
        stationIds: values.stationIds ?? [],
        userType: values.userType,
        ...(pickGroups ? { groupIds: values.groupIds ?? [] } : {}),
      };
      if (userId) await usersApi.update({ id: userId, ...common });
      else await usersApi.save({ ...common, account: values.account, password: hashPassword(values.password ?? '') });
      void message.success(tr(TEXT.saved));
      announceSaved(USERS_SAVED);
      navigate(USER_LIST_URL);
    } catch {
      // The server's message is shown; the page keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={tr(userId ? FORM_TEXT.editTitle : FORM_TEXT.addTitle)}>
      <Form form={form} name="userForm" layout="vertical" style={{ maxWidth: 720 }} data-testid="user-form">
        <Form.Item name="account" label={tr(FORM_TEXT.account)} rules={[{ required: true, whitespace: true, max: 64 }]}>
          <Input disabled={!!userId} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label={tr(FORM_TEXT.name)} rules={[{ required: true, whitespace: true, max: 64 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="phone"
          label={tr(FORM_TEXT.phone)}
          rules={[{ pattern: /^1\d{10}$/, message: tr(FORM_TEXT.badPhone) }]}
        >
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="email" label={tr(FORM_TEXT.email)} rules={[{ type: 'email', max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="userType" label={tr(FORM_TEXT.userType)} initialValue={userId ? undefined : 1}>
          <Select options={typeOptions} />
        </Form.Item>
        <Form.Item name="organizationId" label={tr(FORM_TEXT.organization)}>
          <TreeSelect
            treeData={choosableOrganizations(organizations, editing?.organizationId)}
            treeDefaultExpandAll
            allowClear
          />
        </Form.Item>
        {!userId && (
          <Form.Item name="password" label={tr(FORM_TEXT.password)} rules={passwordRules(tr)}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
        <Form.Item name="roleIds" label={tr(FORM_TEXT.roles)}>
          <Select mode="multiple" options={roles} optionFilterProp="label" allowClear />
        </Form.Item>
        <Form.Item name="stationIds" label={tr(FORM_TEXT.stations)} extra={tr(FORM_TEXT.stationsHelp)}>
          <RemoteSelect mode="multiple" optionsPath="/api/config/station/options" />
        </Form.Item>
        {pickGroups && (
          <Form.Item name="groupIds" label={tr(FORM_TEXT.groups)}>
            <RemoteSelect mode="multiple" optionsPath="/api/member/fleet/options" />
          </Form.Item>
        )}
        <Space>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {tr(TEXT.save)}
          </Button>
          <Button onClick={() => navigate(USER_LIST_URL)}>{tr(TEXT.back)}</Button>
        </Space>
      </Form>
    </Card>
  );
}
