import { Layout } from 'antd';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { menuTrail, titleForPath } from '../auth/route-access';
import { useSession } from '../auth/use-session';
import { useI18n } from '../i18n/use-i18n';
import { useSettings } from '../settings/use-settings';
import { AppFooter } from './app-footer';
import { useDeviceMode } from './device-mode';
import { GlobalHeader } from './global-header';
import { HeaderMenu } from './header-menu';
import { KeptPages } from './kept-pages';
import { preloadMenuIcons } from './menu-icon';
import { AlarmPopup, MobileSiderDrawer, SettingsDrawer } from './lazy-shell-parts';
import { PageHeader } from './page-header';
import { SideMenu } from './side-menu';
import { TabBar, TabBarPlace } from './tab-bar';
import { useAutoHideHeader } from './use-auto-hide-header';
import { useContentFirst } from './use-content-first';
import { useTabs } from './use-tabs';

export const SIDER_WIDTH = 180;
export const SIDER_COLLAPSED_WIDTH = 80;

/** SPEC section 2's main layout around every page after login. */
export default function MainLayout() {
  const { t, tr } = useI18n();
  const settings = useSettings();
  const device = useDeviceMode();
  const { routes } = useSession();
  const { pathname } = useLocation();
  const { tabs, activeKey, act, select } = useTabs();
  const navigationShown = useContentFirst();
  const [collapsed, setCollapsed] = useState(device !== 'desktop');
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Mounted from the first opening on, so that closing still animates.
  const [settingsUsed, setSettingsUsed] = useState(false);
  const headerHidden = useAutoHideHeader(settings.fixedHeader && settings.autoHideHeader);
  const menus = useMemo(() => routes?.menus ?? [], [routes]);
  // Alarms pop up for those who can read the alarm records, once the page is up.
  const seesAlarms = navigationShown && (routes?.actions ?? []).includes('alarmRecord:query');
  const trail = useMemo(() => menuTrail(menus, pathname), [menus, pathname]);
  // The menu root holding the page: known at the first render, so the side menu is drawn with it.
  const [rootPath, setRootPath] = useState(() => trail[0]?.path);

  // Desktop opens the sidebar, tablet closes it (SPEC section 2).
  useEffect(() => setCollapsed(device !== 'desktop'), [device]);
  useEffect(() => setRootPath(trail[0]?.path), [trail]);
  const title = routes ? titleForPath(routes, pathname) : undefined;
  useEffect(() => {
    document.title = title ? `${tr(title)} - ${t('app.title')}` : t('app.title');
  }, [title, t, tr]);

  const root = menus.find((node) => node.path === rootPath);
  const sideNodes = root ? (root.children.length ? root.children : [root]) : [];
  // The header's roots and the side menu's items, as their menus are drawn after the page.
  useEffect(() => void preloadMenuIcons(rootPath), [rootPath]);
  const dark = settings.navTheme === 'dark';
  const topMenu = settings.layout === 'topmenu';
  const sideMenu = (
    <SideMenu
      key={root?.path}
      nodes={sideNodes}
      collapsed={collapsed && device !== 'mobile'}
      theme={settings.navTheme}
    />
  );
  const isHome = pathname === '/home';
  const fixedWidth = topMenu && settings.contentWidth === 'Fixed';
  return (
    <Layout
      style={{ minHeight: '100vh', filter: settings.colorWeak ? 'invert(80%)' : undefined }}
      data-device={device}
      data-testid="main-layout"
    >
      {!topMenu && device !== 'mobile' && (
        <Layout.Sider
          data-testid="sider"
          data-collapsed={collapsed}
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          collapsed={collapsed}
          theme={settings.navTheme}
          style={settings.fixSiderbar ? { position: 'sticky', top: 0, height: '100vh', overflow: 'auto' } : undefined}
        >
          {navigationShown && sideMenu}
        </Layout.Sider>
      )}
      {!topMenu && device === 'mobile' && (
        <Suspense fallback={null}>
          <MobileSiderDrawer open={!collapsed} width={SIDER_WIDTH} onClose={() => setCollapsed(true)}>
            {sideMenu}
          </MobileSiderDrawer>
        </Suspense>
      )}
      <Layout>
        <GlobalHeader
          nodes={menus}
          dark={dark}
          fixed={settings.fixedHeader}
          hidden={headerHidden}
          showToggle={!topMenu}
          showTools={navigationShown}
          collapsed={collapsed}
          onToggle={() => setCollapsed(!collapsed)}
          onOpenSettings={() => {
            setSettingsUsed(true);
            setSettingsOpen(true);
          }}
          menu={
            !navigationShown ? null : topMenu ? (
              <div style={{ flex: 1, minWidth: 0 }}>
                <SideMenu nodes={menus} collapsed={false} theme={settings.navTheme} mode="horizontal" />
              </div>
            ) : (
              <HeaderMenu
                nodes={menus}
                selected={rootPath}
                theme={settings.navTheme}
                onSelect={(node) => setRootPath(node.path)}
              />
            )
          }
        />
        {settings.multiTab && !navigationShown && <TabBarPlace />}
        {settings.multiTab && navigationShown && (
          <TabBar
            tabs={tabs}
            activeKey={activeKey}
            onSelect={select}
            onAction={act}
            titleOf={(path) => (routes ? titleForPath(routes, path) : undefined)}
          />
        )}
        {!isHome && <PageHeader trail={trail.map((node) => node.title)} title={title} />}
        <Layout.Content
          data-testid="content"
          style={{
            margin: isHome ? 0 : 16,
            padding: isHome ? 24 : 0,
            background: isHome ? '#0b1a33' : undefined,
            minHeight: 360,
          }}
        >
          <div style={fixedWidth ? { maxWidth: 1200, margin: '0 auto' } : undefined}>
            <KeptPages
              tabs={settings.multiTab ? tabs : [{ key: activeKey, pathname }]}
              activeKey={activeKey}
              keepAlive={settings.multiTab && settings.keepAlive}
            />
          </div>
        </Layout.Content>
        <AppFooter />
      </Layout>
      {settingsUsed && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
      {seesAlarms && (
        <Suspense fallback={null}>
          <AlarmPopup />
        </Suspense>
      )}
    </Layout>
  );
}
