import { Menu } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { MenuNode } from '../auth/route-builder';
import { useI18n } from '../i18n/use-i18n';
import { MenuIcon } from './menu-icon';
import { openMenuNode } from './menu-items';

/** The first-level menu in the header; choosing one shows its children in the side menu. */
export function HeaderMenu({
  nodes,
  selected,
  onSelect,
  theme,
}: {
  nodes: MenuNode[];
  selected?: string;
  onSelect(node: MenuNode): void;
  theme: 'dark' | 'light';
}) {
  const { tr } = useI18n();
  const navigate = useNavigate();
  return (
    <Menu
      data-testid="header-menu"
      mode="horizontal"
      theme={theme}
      style={{ flex: 1, minWidth: 0, borderBottom: 'none' }}
      selectedKeys={selected ? [selected] : []}
      items={nodes.map((node) => ({ key: node.path, label: tr(node.title), icon: <MenuIcon name={node.icon} /> }))}
      onClick={({ key }) => {
        const node = nodes.find((item) => item.path === key);
        if (!node) return;
        onSelect(node);
        if (node.children.length === 0) void openMenuNode(node, navigate);
      }}
    />
  );
}
