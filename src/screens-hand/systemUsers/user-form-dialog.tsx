import { Form, Input, Modal, Select, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { hashPassword } from '../../api/system-api';
import { useActions } from '../../auth/use-actions';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';
import { RemoteSelect } from '../system-admin/remote-select';
import { usersApi, type Option, type UserRow } from '../system-admin/system-admin-api';
import { TEXT } from '../system-admin/texts';
import { passwordRules } from './password-rules';
import { choosableOrganizations, type OrganizationTreeOption } from './use-organization-tree';

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

interface UserFormDialogProps {
  /** The user edited; undefined to add one. */
  editing?: UserRow;
  open: boolean;
  roles: Option[];
  userTypes: Option[];
  organizations: OrganizationTreeOption[];
  onClose(saved: boolean): void;
}

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

/**
 * Adds or edits a user of the seller: account and initial password only when adding (the
 * password is sent as its MD5 digest, as at login); type, roles, managed stations and fleets
 * either way.
 * The server grants only roles the editor may grant; its refusal keeps the dialog open.
 */
export function UserFormDialog({ editing, open, roles, userTypes, organizations, onClose }: UserFormDialogProps) {
  const { tr } = useI18n();
  const { has } = useActions();
  // The fleet picker reads the fleets' list: offered to whoever may see it.
  const pickGroups = has('fleet:query');
  const [form] = Form.useForm<UserFormValues>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (!editing) return;
    form.setFieldsValue({
      account: editing.account,
      name: editing.name,
      phone: editing.phone ?? undefined,
      email: editing.email ?? undefined,
      organizationId: editing.organizationId ?? undefined,
      userType: editing.userType,
    });
    // The list has the roles; the stations come with the user's full record.
    void usersApi.get(editing.id).then(
      (user) =>
        form.setFieldsValue({
          roleIds: user.roleIds,
          stationIds: user.stationIds ?? [],
          groupIds: user.groupIds ?? [],
        }),
      () => undefined,
    );
  }, [open, editing, form]);

  const submit = async () => {
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
      if (editing) await usersApi.update({ id: editing.id, ...common });
      else await usersApi.save({ ...common, account: values.account, password: hashPassword(values.password ?? '') });
      onClose(true);
    } catch {
      // The server's message is shown; the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={tr(editing ? FORM_TEXT.editTitle : FORM_TEXT.addTitle)}
      okText={tr(TEXT.save)}
      cancelText={tr(TEXT.cancel)}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form form={form} name="userForm" layout="vertical" data-testid="user-form">
        <Form.Item name="account" label={tr(FORM_TEXT.account)} rules={[{ required: true, whitespace: true, max: 64 }]}>
          <Input disabled={!!editing} autoComplete="off" />
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
        <Form.Item name="userType" label={tr(FORM_TEXT.userType)} initialValue={editing ? undefined : 1}>
          <Select options={userTypes} />
        </Form.Item>
        <Form.Item name="organizationId" label={tr(FORM_TEXT.organization)}>
          <TreeSelect
            treeData={choosableOrganizations(organizations, editing?.organizationId)}
            treeDefaultExpandAll
            allowClear
          />
        </Form.Item>
        {!editing && (
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
      </Form>
    </Modal>
  );
}
