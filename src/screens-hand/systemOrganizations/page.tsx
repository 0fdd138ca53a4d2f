import { PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  message,
  Modal,
  Popconfirm,
  Space,
  Table,
  TreeSelect,
  type TableColumnsType,
} from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useActions } from '../../auth/use-actions';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';
import { organizationsApi, type OrganizationRow } from '../system-admin/system-admin-api';
import { formatTime, TEXT } from '../system-admin/texts';
import { organizationTree, selfAndBelow, type OrganizationNode } from './organization-tree';

const PAGE_TEXT = {
  name: { 'zh-CN': '组织名称', 'en-US': 'Organization' },
  parent: { 'zh-CN': '上级组织', 'en-US': 'Parent' },
  addChild: { 'zh-CN': '新增下级', 'en-US': 'Add below' },
  addTitle: { 'zh-CN': '新增组织', 'en-US': 'Add organization' },
  editTitle: { 'zh-CN': '编辑组织', 'en-US': 'Edit organization' },
  confirmDelete: {
    'zh-CN': '确定删除吗？其下级组织将移到顶层。',
    'en-US': 'Delete it? The organizations below it move to the top level.',
  },
  empty: { 'zh-CN': '还没有组织', 'en-US': 'No organizations yet' },
} as const satisfies Record<string, LocalizedText>;

type Editing = { mode: 'add'; pid?: number } | { mode: 'edit'; row: OrganizationRow };

interface TreeOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: TreeOption[];
}

const treeOptions = (nodes: readonly OrganizationNode[], excluded: ReadonlySet<number>): TreeOption[] =>
  nodes.map((node) => ({
    value: node.id,
    title: node.name,
    disabled: excluded.has(node.id),
    children: node.children ? treeOptions(node.children, excluded) : undefined,
  }));

/**
 * The seller's organizations as a tree (/system/systemSet/organization): add at the top or
 * below one, rename, move under another parent (never under itself or below it), delete.
 */
export default function SystemOrganizationsPage() {
  const { tr } = useI18n();
  const { has } = useActions();
  const [rows, setRows] = useState<OrganizationRow[]>();
  const [editing, setEditing] = useState<Editing>();
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ name: string; pid?: number; sort?: number }>();

  // Only the latest load may fill the table: an answer to the first load that arrives after the
  // one asked once a save is done would hide the saved organization.
  const latestLoad = useRef(0);
  const load = useCallback(() => {
    const mine = ++latestLoad.current;
    organizationsApi.all().then(
      (page) => mine === latestLoad.current && setRows(page.data),
      () => mine === latestLoad.current && setRows([]),
    );
  }, []);
  useEffect(load, [load]);

  const tree = useMemo(() => organizationTree(rows ?? []), [rows]);
  // Every branch is open but those the user closed, so a new organization shows where it went.
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const expanded = useMemo(
    () => (rows ?? []).filter((row) => row.pid && !collapsed.has(row.pid)).map((row) => row.pid as number),
    [rows, collapsed],
  );

  const open = (next: Editing) => {
    form.resetFields();
    if (next.mode === 'edit')
      form.setFieldsValue({ name: next.row.name, pid: next.row.pid ?? undefined, sort: next.row.sort });
    else form.setFieldsValue({ pid: next.pid, sort: 0 });
    setEditing(next);
  };

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const body = { name: values.name, pid: values.pid ?? null, sort: values.sort ?? 0 };
      if (editing?.mode === 'edit') await organizationsApi.update({ id: editing.row.id, ...body });
      else await organizationsApi.save(body);
      void message.success(tr(TEXT.saved));
      setEditing(undefined);
      load();
    } catch {
      // The server's message is shown; the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  const remove = async (row: OrganizationRow) => {
    try {
      await organizationsApi.remove([row.id]);
      void message.success(tr(TEXT.deleted));
      load();
    } catch {
      // The server's message is shown.
    }
  };

  const excluded = editing?.mode === 'edit' ? selfAndBelow(tree, editing.row.id) : new Set<number>();

  const columns: TableColumnsType<OrganizationNode> = [
    { title: tr(PAGE_TEXT.name), dataIndex: 'name' },
    { title: tr(TEXT.sort), dataIndex: 'sort', width: 100 },
    { title: tr(TEXT.createdAt), dataIndex: 'createdAt', width: 180, render: formatTime },
    {
      title: tr(TEXT.actions),
      key: 'actions',
      width: 220,
      render: (_, row) => (
        <Space size="small">
          {has('organizeManage:add') && (
            <Button type="link" size="small" onClick={() => open({ mode: 'add', pid: row.id })}>
              {tr(PAGE_TEXT.addChild)}
            </Button>
          )}
          {has('organizeManage:edit') && (
            <Button type="link" size="small" data-action="edit" onClick={() => open({ mode: 'edit', row })}>
              {tr(TEXT.edit)}
            </Button>
          )}
          {has('organizeManage:delete') && (
            <Popconfirm title={tr(PAGE_TEXT.confirmDelete)} onConfirm={() => remove(row)}>
              <Button type="link" size="small" danger data-action="delete">
                {tr(TEXT.remove)}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      size="small"
      extra={
        has('organizeManage:add') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ mode: 'add' })}>
            {tr(TEXT.add)}
          </Button>
        )
      }
    >
      <Table<OrganizationNode>
        rowKey="id"
        size="middle"
        className="entity-list"
        columns={columns}
        dataSource={tree}
        loading={rows === undefined}
        pagination={false}
        expandable={{
          expandedRowKeys: expanded,
          onExpand: (open, row) =>
            setCollapsed((keys) => {
              const next = new Set(keys);
              if (open) next.delete(row.id);
              else next.add(row.id);
              return next;
            }),
        }}
        locale={{ emptyText: tr(PAGE_TEXT.empty) }}
      />
      <Modal
        open={!!editing}
        title={tr(editing?.mode === 'edit' ? PAGE_TEXT.editTitle : PAGE_TEXT.addTitle)}
        okText={tr(TEXT.save)}
        cancelText={tr(TEXT.cancel)}
        confirmLoading={saving}
        onOk={() => void save()}
        onCancel={() => setEditing(undefined)}
        destroyOnHidden
      >
        <Form form={form} name="organizationForm" layout="vertical">
          <Form.Item name="name" label={tr(PAGE_TEXT.name)} rules={[{ required: true, whitespace: true, max: 50 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="pid" label={tr(PAGE_TEXT.parent)}>
            <TreeSelect allowClear treeDefaultExpandAll treeData={treeOptions(tree, excluded)} />
          </Form.Item>
          <Form.Item name="sort" label={tr(TEXT.sort)} rules={[{ type: 'integer', min: 0 }]}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
