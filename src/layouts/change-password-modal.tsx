import { Form, Input, Modal, message } from 'antd';
import { useState } from 'react';
import { checkOldPassword, updatePassword } from '../api/system-api';
import { useSession } from '../auth/use-session';
import { useI18n } from '../i18n/use-i18n';
import { API_CODES } from '../meta/api-codes';
import { meetsUserPasswordRule, passwordWarning } from './password-check';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** SPEC section 5: the old password is checked on blur, the new one against the user password rule. */
export function ChangePasswordModal({ onClose }: { onClose(): void }) {
  const { t } = useI18n();
  const { user } = useSession();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const identity = { id: user?.id ?? 0, sellerId: user?.sellerId ?? 0, account: user?.account ?? '' };

  const onOldBlur = async () => {
    const oldPassword = form.getFieldValue('oldPassword') as string | undefined;
    if (!oldPassword) return;
    const answer = await checkOldPassword({ ...identity, password: oldPassword }).catch(() => undefined);
    if (answer?.code === API_CODES.OK) message.success(t('password.oldCorrect'));
    else {
      message.error(answer?.msg || t('password.oldWrong'));
      form.setFieldValue('oldPassword', '');
    }
  };
  const onOk = async () => {
    const values = await form.validateFields();
    const warning = passwordWarning(values.oldPassword, values.newPassword, values.confirmPassword);
    if (warning) {
      message.warning(t(warning));
      return;
    }
    setSaving(true);
    try {
      const answer = await updatePassword({ ...identity, password: values.newPassword }, values.oldPassword);
      if (answer.code === API_CODES.OK) {
        message.success(t('password.updated'));
        onClose();
      } else message.error(answer.msg || t('password.updateFailed'));
    } finally {
      setSaving(false);
    }
  };
  const patternRule = {
    validator: (_: unknown, value?: string) =>
      !value || meetsUserPasswordRule(value) ? Promise.resolve() : Promise.reject(new Error(t('password.pattern'))),
  };
  return (
    <Modal
      open
      title={t('user.changePassword')}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={saving}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="change-password-form">
        <Form.Item
          name="oldPassword"
          label={t('password.old')}
          rules={[{ required: true, message: t('password.oldRequired') }]}
        >
          <Input.Password onBlur={onOldBlur} autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('password.new')}
          rules={[{ required: true, message: t('password.newRequired') }, patternRule]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('password.confirm')}
          rules={[{ required: true, message: t('password.confirmRequired') }, patternRule]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
