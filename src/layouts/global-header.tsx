import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import type { ReactNode } from 'react';
import type { MenuNode } from '../auth/route-builder';
import { LanguageSwitch } from '../i18n/language-switch';
import { NoticePopover } from './notice-popover';
import { SearchPopover } from './search-popover';
import { UserDropdown } from './user-dropdown';

interface GlobalHeaderProps {
  menu: ReactNode;
  nodes: MenuNode[];
  dark: boolean;
  fixed: boolean;
  hidden: boolean;
  showToggle: boolean;
  /** Search, notices, language, user and settings (drawn after the page, see useContentFirst). */
  showTools: boolean;
  collapsed: boolean;
  onToggle(): void;
  onOpenSettings(): void;
}

/** The header: collapse toggle, the menu, then search, notices, language and the user. */
export function GlobalHeader(props: GlobalHeaderProps) {
  const { menu, nodes, dark, fixed, hidden, showToggle, showTools, collapsed, onToggle, onOpenSettings } = props;
  const color = dark ? 'rgba(255,255,255,0.85)' : undefined;
  return (
    <Layout.Header
      data-testid="global-header"
      style={{
        display: 'flex',
        alignItems: 'center',
        padding: '0 8px',
        background: dark ? '#001529' : '#fff',
        position: fixed ? 'sticky' : 'relative',
        top: hidden ? -64 : 0,
        zIndex: 10,
        transition: 'top 0.2s',
      }}
    >
      {showToggle && (
        <Button
          type="text"
          style={{ color }}
          data-testid="collapse-toggle"
          onClick={onToggle}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        />
      )}
      {menu}
      {showTools && (
        <div style={{ display: 'flex', alignItems: 'center', color, marginLeft: 'auto' }}>
          <SearchPopover nodes={nodes} />
          <NoticePopover />
          <LanguageSwitch dark={dark} />
          <UserDropdown onOpenSettings={onOpenSettings} />
          <Button
            type="text"
            style={{ color }}
            icon={<SettingOutlined />}
            onClick={onOpenSettings}
            data-testid="open-settings"
          />
        </div>
      )}
    </Layout.Header>
  );
}
