import { Outlet } from 'react-router-dom';
import { LanguageSwitch } from '../i18n/language-switch';

/** The frame of the login page: a plain background, the language switch, the page centred. */
export function UserLayout() {
  return (
    <div style={{ minHeight: '100vh', background: '#f0f2f5', display: 'flex', flexDirection: 'column' }}>
      <div style={{ textAlign: 'right', padding: 16 }}>
        <LanguageSwitch />
      </div>
      <Outlet />
    </div>
  );
}
