import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Popover } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuNode } from '../auth/route-builder';
import { useI18n } from '../i18n/use-i18n';
import { openMenuNode } from './menu-items';

function leaves(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => (node.children.length && !node.external ? leaves(node.children) : [node]));
}

/** Finds menu titles containing the typed text and jumps to the chosen item. */
export function SearchPopover({ nodes }: { nodes: MenuNode[] }) {
  const { t, tr } = useI18n();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const all = useMemo(() => leaves(nodes), [nodes]);
  const options = text
    ? all
        .filter((node) => tr(node.title).toLowerCase().includes(text.toLowerCase()))
        .map((node) => ({ value: node.path, label: tr(node.title) }))
    : [];
  const content = (
    <AutoComplete
      autoFocus
      data-testid="menu-search"
      style={{ width: 240 }}
      placeholder={t('menu.search')}
      options={options}
      value={text}
      onChange={setText}
      onSelect={(path: string) => {
        const node = all.find((item) => item.path === path);
        setText('');
        setOpen(false);
        if (node) void openMenuNode(node, navigate);
      }}
    />
  );
  return (
    <Popover content={content} trigger="click" open={open} onOpenChange={setOpen} placement="bottomRight">
      <Button type="text" icon={<SearchOutlined />} aria-label={t('menu.search')} data-testid="menu-search-button" />
    </Popover>
  );
}
