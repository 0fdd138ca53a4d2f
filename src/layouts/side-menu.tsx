import { Menu } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MenuNode } from '../auth/route-builder';
import { menuTrail } from '../auth/route-access';
import { useI18n } from '../i18n/use-i18n';
import { findNode, openMenuNode, toMenuItems } from './menu-items';
import { nextOpenKeys } from './open-keys';

interface SideMenuProps {
  nodes: MenuNode[];
  collapsed: boolean;
  theme: 'dark' | 'light';
  mode?: 'inline' | 'horizontal';
}

/**
 * The selected item follows the route; opening a root submenu closes the other root ones;
 * collapsing remembers the open keys and restores them on expanding.
 */
export function SideMenu({ nodes, collapsed, theme, mode = 'inline' }: SideMenuProps) {
  const { tr } = useI18n();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const trail = useMemo(() => menuTrail(nodes, pathname), [nodes, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => trail.slice(0, -1).map((node) => node.path));
  const remembered = useRef<string[]>([]);
  const items = useMemo(() => toMenuItems(nodes, tr), [nodes, tr]);
  const rootKeys = useMemo(() => new Set(nodes.map((node) => node.path)), [nodes]);

  useEffect(() => {
    if (collapsed) {
      remembered.current = openKeys;
      setOpenKeys([]);
    } else if (remembered.current.length) {
      setOpenKeys(remembered.current);
      remembered.current = [];
    }
    // Only a change of the collapsed state moves keys between open and remembered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [collapsed]);
  useEffect(() => {
    if (!collapsed) setOpenKeys((keys) => [...new Set([...keys, ...trail.slice(0, -1).map((node) => node.path)])]);
  }, [trail, collapsed]);

  const onOpenChange = (keys: string[]) => setOpenKeys(nextOpenKeys(openKeys, keys, rootKeys));
  const selected = trail.length ? [trail[trail.length - 1].path] : [];
  return (
    <Menu
      data-testid={mode === 'inline' ? 'side-menu' : 'top-menu'}
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={selected}
      openKeys={mode === 'inline' ? openKeys : undefined}
      onOpenChange={mode === 'inline' ? onOpenChange : undefined}
      onClick={({ key }) => {
        const node = findNode(nodes, key);
        if (node) void openMenuNode(node, navigate);
      }}
    />
  );
}
