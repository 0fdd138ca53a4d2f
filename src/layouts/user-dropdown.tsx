import { LogoutOutlined, KeyOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../auth/session-store';
import { useSession } from '../auth/use-session';
import { useI18n } from '../i18n/use-i18n';

// The dialog and its password rule load when first opened.
const ChangePasswordModal = lazy(() =>
  import('./change-password-modal').then((module) => ({ default: module.ChangePasswordModal })),
);

/** The user's name with change password, settings and a confirmed logout. */
export function UserDropdown({ onOpenSettings }: { onOpenSettings(): void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { user } = useSession();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const confirmLogout = () =>
    void import('./confirm-logout').then(({ confirmLogout: confirm }) =>
      confirm(
        {
          title: t('session.logoutTitle'),
          content: t('session.logoutConfirm'),
          okText: t('common.ok'),
          cancelText: t('common.cancel'),
        },
        async () => {
          await signOut();
          navigate('/user/login', { replace: true });
        },
      ),
    );
  const items = [
    { key: 'account', icon: <UserOutlined />, label: t('menu.account') },
    { key: 'password', icon: <KeyOutlined />, label: t('user.changePassword') },
    { key: 'settings', icon: <SettingOutlined />, label: t('user.settings') },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('user.logout') },
  ];
  const onClick = ({ key }: { key: string }) => {
    if (key === 'account') navigate('/account/center');
    if (key === 'password') setPasswordOpen(true);
    if (key === 'settings') onOpenSettings();
    if (key === 'logout') confirmLogout();
  };
  return (
    <>
      <Dropdown menu={{ items, onClick }} placement="bottomRight">
        <span data-testid="user-menu" style={{ cursor: 'pointer', padding: '0 12px' }}>
          <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined />} style={{ marginRight: 8 }} />
          {user?.name}
        </span>
      </Dropdown>
      {passwordOpen && (
        <Suspense fallback={null}>
          <ChangePasswordModal onClose={() => setPasswordOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
