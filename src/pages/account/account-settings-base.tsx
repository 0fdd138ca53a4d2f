import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Form, Input, message } from 'antd';
import { useSession } from '../../auth/use-session';
import { useI18n } from '../../i18n/use-i18n';

/** Basic account settings: avatar and name; the account and seller are read-only. */
export function AccountSettingsBase() {
  const { t } = useI18n();
  const { user } = useSession();
  return (
    <Card title={t('account.base')} data-testid="account-settings-base">
      <Form
        layout="vertical"
        initialValues={{ name: user?.name, account: user?.account }}
        style={{ maxWidth: 420 }}
        onFinish={() => message.success(t('account.saved'))}
      >
        <Form.Item label={t('account.avatar')}>
          <Avatar size={96} src={user?.avatar || undefined} icon={<UserOutlined />} />
        </Form.Item>
        <Form.Item name="name" label={t('account.name')}>
          <Input />
        </Form.Item>
        <Form.Item name="account" label={t('account.account')}>
          <Input disabled />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('account.save')}
        </Button>
      </Form>
    </Card>
  );
}
