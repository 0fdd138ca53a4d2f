import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { hashPassword } from '../../api/system-api';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';
import type { RowPartArgs } from '../../registry/row-parts';
import { TEXT } from '../system-admin/texts';
import { passwordRules } from './password-rules';

const DIALOG_TEXT = {
  title: { 'zh-CN': '重置密码：{account}', 'en-US': 'Reset password: {account}' },
  password: { 'zh-CN': '新密码', 'en-US': 'New password' },
  confirm: { 'zh-CN': '确认新密码', 'en-US': 'Confirm the new password' },
  mismatch: { 'zh-CN': '两次输入的密码不一致', 'en-US': 'The two passwords differ' },
  help: {
    'zh-CN': '重置后该用户的所有登录将失效，并解除账号锁定',
    'en-US': "All of the user's sessions end and a lockout is lifted",
  },
} as const satisfies Record<string, LocalizedText>;

interface ResetPasswordDialogProps {
  user?: { id: unknown; account?: unknown };
  /** Sends `{ password, newPassword }` for the user; rejects when the server refuses. */
  send(body: { password: string; newPassword: string }): Promise<void>;
  onClose(done: boolean): void;
}

/**
 * Sets a new password for a user who lost his (the user list's reset password row action): typed
 * twice, checked against the password rule here and again by the server, sent as its MD5 like
 * every password, with the clear one only for the server's policy check.
 */
export function ResetPasswordDialog({ user, send, onClose }: ResetPasswordDialogProps) {
  const { tr } = useI18n();
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!user) return;
    const { password } = await form.validateFields();
    setSaving(true);
    try {
      await send({ password: hashPassword(password), newPassword: password });
      onClose(true);
    } catch {
      // The server's message is shown; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={!!user}
      title={tr(DIALOG_TEXT.title, { account: String(user?.account ?? '') })}
      okText={tr(TEXT.save)}
      cancelText={tr(TEXT.cancel)}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form form={form} name="resetPassword" layout="vertical" data-testid="reset-password-form">
        <Form.Item
          name="password"
          label={tr(DIALOG_TEXT.password)}
          extra={tr(DIALOG_TEXT.help)}
          rules={passwordRules(tr)}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={tr(DIALOG_TEXT.confirm)}
          dependencies={['password']}
          rules={[
            { required: true },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(tr(DIALOG_TEXT.mismatch))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The row part of the user list's `resetPassword` action: the dialog, mounted until it closes. */
export function openRowPart({ row, send }: RowPartArgs): void {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(<ResetPasswordDialog user={row} send={send} onClose={close} />);
}
