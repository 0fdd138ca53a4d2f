import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Descriptions } from 'antd';
import { useSession } from '../../auth/use-session';
import { useI18n } from '../../i18n/use-i18n';

/** The personal page: who is logged in, for which seller. */
export function AccountCenter() {
  const { t } = useI18n();
  const { user } = useSession();
  return (
    <Card data-testid="account-center">
      <Avatar size={64} src={user?.avatar || undefined} icon={<UserOutlined />} />
      <Descriptions column={1} style={{ marginTop: 16 }}>
        <Descriptions.Item label={t('account.name')}>{user?.name}</Descriptions.Item>
        <Descriptions.Item label={t('account.account')}>{user?.account}</Descriptions.Item>
        <Descriptions.Item label={t('account.seller')}>{user?.sellerNumber}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
