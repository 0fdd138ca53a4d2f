import { Card, Input, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { PermissionRow } from '../../api/system-api';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';
import { permissionTree, type PermissionNode } from '../system-admin/permission-tree';
import { permissionsApi } from '../system-admin/system-admin-api';

const PAGE_TEXT = {
  title: { 'zh-CN': '名称', 'en-US': 'Title' },
  kind: { 'zh-CN': '类型', 'en-US': 'Kind' },
  key: { 'zh-CN': '权限标识', 'en-US': 'Permission key' },
  url: { 'zh-CN': '路由', 'en-US': 'Route' },
  visible: { 'zh-CN': '菜单显示', 'en-US': 'In menu' },
  shown: { 'zh-CN': '显示', 'en-US': 'Shown' },
  hidden: { 'zh-CN': '隐藏', 'en-US': 'Hidden' },
  filter: { 'zh-CN': '按名称、标识或路由筛选', 'en-US': 'Filter by title, key or route' },
  CATALOG: { 'zh-CN': '目录', 'en-US': 'Catalog' },
  MENU: { 'zh-CN': '菜单', 'en-US': 'Page' },
  BUTTON: { 'zh-CN': '按钮', 'en-US': 'Button' },
} as const satisfies Record<string, LocalizedText>;

const KIND_COLOR = { CATALOG: 'blue', MENU: 'green', BUTTON: 'default' } as const;

type Row = Omit<PermissionNode, 'children'> & { children?: Row[] };

/** Keeps the nodes matching the text and the branches leading to them. */
function filterTree(nodes: readonly PermissionNode[], text: string): Row[] {
  const out: Row[] = [];
  for (const node of nodes) {
    const children = filterTree(node.children ?? [], text);
    const own = [node.title, node.key, node.row.url ?? ''].some((value) => value.toLowerCase().includes(text));
    if (own || children.length) out.push({ ...node, children: children.length ? children : undefined });
  }
  return out;
}

/**
 * The permission tree (/system/systemSet/permission): every catalog, page and button the
 * menus declare, with its key and route. Permissions come from the schema files (menus and
 * entities), so they are read here and changed there.
 */
export default function SystemPermissionsPage() {
  const { tr } = useI18n();
  const [rows, setRows] = useState<PermissionRow[]>();
  const [text, setText] = useState('');

  useEffect(() => {
    permissionsApi.grantable().then(setRows, () => setRows([]));
  }, []);

  const tree = useMemo(() => permissionTree(rows ?? [], tr), [rows, tr]);
  const shown = useMemo(() => filterTree(tree, text.trim().toLowerCase()), [tree, text]);

  const columns: TableColumnsType<Row> = [
    { title: tr(PAGE_TEXT.title), dataIndex: 'title', width: 280 },
    {
      title: tr(PAGE_TEXT.kind),
      dataIndex: 'kind',
      width: 100,
      render: (kind: Row['kind']) => <Tag color={KIND_COLOR[kind]}>{tr(PAGE_TEXT[kind])}</Tag>,
    },
    { title: tr(PAGE_TEXT.key), dataIndex: 'key', width: 260 },
    { title: tr(PAGE_TEXT.url), key: 'url', render: (_, row) => row.row.url },
    {
      title: tr(PAGE_TEXT.visible),
      key: 'isShow',
      width: 100,
      render: (_, row) => (row.row.isShow === 1 ? tr(PAGE_TEXT.shown) : tr(PAGE_TEXT.hidden)),
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Input.Search allowClear placeholder={tr(PAGE_TEXT.filter)} style={{ maxWidth: 360 }} onSearch={setText} />
      <Card size="small">
        <Table<Row>
          rowKey="key"
          size="small"
          className="entity-list"
          columns={columns}
          dataSource={shown}
          loading={rows === undefined}
          pagination={{ pageSize: 50, showSizeChanger: false }}
        />
      </Card>
    </Space>
  );
}
