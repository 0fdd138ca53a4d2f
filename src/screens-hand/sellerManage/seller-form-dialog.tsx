import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { hashPassword } from '../../api/system-api';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';
import { getRule } from '../../meta/rules/registry';
import { sellersApi, type SellerRow } from '../system-admin/system-admin-api';
import { TEXT } from '../system-admin/texts';

const FORM_TEXT = {
  addTitle: { 'zh-CN': '新增商户', 'en-US': 'Add seller' },
  editTitle: { 'zh-CN': '编辑商户', 'en-US': 'Edit seller' },
  sellerNumber: { 'zh-CN': '商户编号', 'en-US': 'Seller number' },
  sellerNumberRule: { 'zh-CN': '商户编号为6位数字', 'en-US': 'The seller number is six digits' },
  name: { 'zh-CN': '商户名称', 'en-US': 'Seller name' },
  platformName: { 'zh-CN': '平台名称', 'en-US': 'Platform name' },
  adminPassword: { 'zh-CN': '管理员初始密码', 'en-US': "Administrator's initial password" },
  adminHelp: {
    'zh-CN': '商户管理员以账号 admin 和此密码登录，获得商户的全部权限。',
    'en-US':
      "The seller's administrator signs in as admin with this password and holds all of the seller's permissions.",
  },
} as const satisfies Record<string, LocalizedText>;

const PASSWORD_RULE = getRule('sellerPassword');
const PASSWORD_PATTERN = new RegExp(String(PASSWORD_RULE?.schema([], 'text').pattern ?? '.'), 'u');

interface SellerFormValues {
  sellerNumber: string;
  name: string;
  platformName?: string;
  adminPassword?: string;
}

/** Adds a seller with its administrator's initial password, or renames one. */
export function SellerFormDialog({
  editing,
  open,
  onClose,
}: {
  editing?: SellerRow;
  open: boolean;
  onClose(saved: boolean): void;
}) {
  const { tr } = useI18n();
  const [form] = Form.useForm<SellerFormValues>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing)
      form.setFieldsValue({
        sellerNumber: editing.sellerNumber,
        name: editing.name,
        platformName: editing.platformName ?? undefined,
      });
  }, [open, editing, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const common = { name: values.name, platformName: values.platformName || null };
      if (editing) await sellersApi.update({ id: editing.id, ...common });
      else
        await sellersApi.save({
          ...common,
          sellerNumber: values.sellerNumber,
          adminPassword: hashPassword(values.adminPassword ?? ''),
        });
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
      <Form form={form} name="sellerForm" layout="vertical" data-testid="seller-form">
        <Form.Item
          name="sellerNumber"
          label={tr(FORM_TEXT.sellerNumber)}
          rules={[{ required: true }, { pattern: /^\d{6}$/, message: tr(FORM_TEXT.sellerNumberRule) }]}
        >
          <Input disabled={!!editing} maxLength={6} />
        </Form.Item>
        <Form.Item name="name" label={tr(FORM_TEXT.name)} rules={[{ required: true, whitespace: true, max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="platformName" label={tr(FORM_TEXT.platformName)} rules={[{ max: 100 }]}>
          <Input />
        </Form.Item>
        {!editing && (
          <Form.Item
            name="adminPassword"
            label={tr(FORM_TEXT.adminPassword)}
            extra={tr(FORM_TEXT.adminHelp)}
            rules={[
              { required: true },
              { pattern: PASSWORD_PATTERN, message: PASSWORD_RULE ? tr(PASSWORD_RULE.message as LocalizedText) : '' },
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
