import { Alert, Button, Card, Form, Input, InputNumber, message, Space, Spin, Tag, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { PermissionRow } from '../../api/system-api';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';
import { checkedKeysOf, permissionTree, storedIdsOf, type PermissionNode } from '../system-admin/permission-tree';
import { announceSaved } from '../../screens/saved-elsewhere';
import { DataScopeSelect, newRoleDataScope } from '../system-admin/data-scope';
import { permissionsApi, ROLES_SAVED, rolesApi, usersApi } from '../system-admin/system-admin-api';
import { TEXT } from '../system-admin/texts';

const ROLE_LIST_URL = '/system/systemSet/role';

const PAGE_TEXT = {
  addTitle: { 'zh-CN': '新增角色', 'en-US': 'Add role' },
  editTitle: { 'zh-CN': '编辑角色', 'en-US': 'Edit role' },
  name: { 'zh-CN': '角色名称', 'en-US': 'Role name' },
  description: { 'zh-CN': '描述', 'en-US': 'Description' },
  code: { 'zh-CN': '角色编码', 'en-US': 'Role code' },
  badCode: {
    'zh-CN': '以字母开头，只含字母、数字、_ 和 -，最多32位',
    'en-US': 'Starts with a letter; letters, digits, _ and -; at most 32',
  },
  sort: { 'zh-CN': '排序', 'en-US': 'Order' },
  dataScope: { 'zh-CN': '数据范围', 'en-US': 'Data scope' },
  dataScopeHelp: {
    'zh-CN': '持有该角色的用户能看到哪些场站的数据；用户绑定了场站时，只在绑定的场站内。',
    'en-US': "Which stations' data the role's users see; a user bound to stations sees only those among them.",
  },
  permissions: { 'zh-CN': '菜单和按钮权限', 'en-US': 'Menus and buttons' },
  grantable: {
    'zh-CN': '只列出你自己拥有、可以授予的权限。',
    'en-US': 'Only the permissions you hold yourself, which are all you may grant, are listed.',
  },
  adminRole: {
    'zh-CN': '管理员角色拥有商户的全部权限，不能在此修改。',
    'en-US': "The administrator role holds all of the seller's permissions; it is not edited here.",
  },
  button: { 'zh-CN': '按钮', 'en-US': 'Button' },
  catalog: { 'zh-CN': '目录', 'en-US': 'Catalog' },
} as const satisfies Record<string, LocalizedText>;

interface RoleFormValues {
  name: string;
  code?: string;
  sort?: number;
  dataScope?: string;
  description?: string;
}

/** The role a path edits: `<role list>/edit/:id` (the list's edit) or `?id=`; none for a new role. */
function roleIdOf(pathname: string, params: URLSearchParams): number | undefined {
  const fromPath = /\/edit\/(\d+)\/?$/.exec(pathname)?.[1];
  return Number(fromPath ?? params.get('id')) || undefined;
}

/**
 * Adds a role or edits one at the role list's add and edit routes (`<list>/new`,
 * `<list>/edit/:id`) and at /system/systemSet/RoleConfig (`?id=` to edit): its name, description, data
 * scope (which stations its users see) and the tree of catalogs, pages and each page's buttons it
 * grants. The tree holds only what the
 * editor may grant; the server refuses anything beyond it all the same.
 */
export default function RoleConfigPage() {
  const { tr } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const roleId = roleIdOf(useLocation().pathname, params);
  const [form] = Form.useForm<RoleFormValues>();
  const [rows, setRows] = useState<PermissionRow[]>();
  const [stored, setStored] = useState<Set<string>>(new Set());
  const [isAdmin, setIsAdmin] = useState(false);
  const [checked, setChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    Promise.all([
      permissionsApi.grantable(),
      roleId ? rolesApi.get(roleId) : Promise.resolve(undefined),
      roleId ? rolesApi.permissions(roleId) : Promise.resolve([]),
    ]).then(
      ([permissions, role, held]) => {
        if (!current) return;
        setRows(permissions);
        if (!role) return;
        form.setFieldsValue({
          name: role.name,
          code: role.code ?? undefined,
          sort: role.sort ?? 0,
          dataScope: role.dataScope ?? 'all',
          description: role.description ?? undefined,
        });
        setStored(new Set(held));
        setIsAdmin(role.isAdmin);
      },
      () => current && setRows([]),
    );
    return () => {
      current = false;
    };
  }, [roleId, form]);

  // A new role starts at a scope the caller may give, read from his own (a stored role keeps its).
  useEffect(() => {
    if (roleId) return;
    let current = true;
    usersApi.ownDataScope().then(
      (own) =>
        current && !form.isFieldTouched('dataScope') && form.setFieldsValue({ dataScope: newRoleDataScope(own) }),
      // Unknown: all stations, which the server refuses with its reason if the caller may not give it.
      () => current && !form.isFieldTouched('dataScope') && form.setFieldsValue({ dataScope: 'all' }),
    );
    return () => {
      current = false;
    };
  }, [roleId, form]);

  const tree = useMemo(() => (rows ? permissionTree(rows, tr) : []), [rows, tr]);
  useEffect(() => setChecked(checkedKeysOf(tree, stored)), [tree, stored]);

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      // A role holding more than its editor may grant is refused by the server as a whole, so
      // the tree (what the editor may grant) is all a role can hold here.
      const permissionIds = storedIdsOf(rows ?? [], checked);
      // The role and its permissions are saved together: a refusal of either changes nothing.
      const body = {
        name: values.name,
        code: values.code ?? '',
        sort: values.sort ?? 0,
        dataScope: values.dataScope,
        description: values.description ?? '',
        permissionIds,
      };
      if (roleId) await rolesApi.update({ id: roleId, ...body });
      else await rolesApi.save(body);
      void message.success(tr(TEXT.saved));
      // The role list may be kept open in another tab: it reloads to show the change.
      announceSaved(ROLES_SAVED);
      navigate(ROLE_LIST_URL);
    } catch {
      // The server's message is shown; the page keeps what was chosen.
    } finally {
      setSaving(false);
    }
  };

  const titleOf = (node: PermissionNode) => (
    <Space size={4}>
      {node.title}
      {node.kind === 'BUTTON' && <Tag bordered={false}>{tr(PAGE_TEXT.button)}</Tag>}
      {node.kind === 'CATALOG' && (
        <Tag bordered={false} color="blue">
          {tr(PAGE_TEXT.catalog)}
        </Tag>
      )}
    </Space>
  );

  return (
    <Card title={tr(roleId ? PAGE_TEXT.editTitle : PAGE_TEXT.addTitle)} data-testid="role-config">
      <Form form={form} name="roleConfig" layout="vertical" style={{ maxWidth: 720 }}>
        <Form.Item name="name" label={tr(PAGE_TEXT.name)} rules={[{ required: true, whitespace: true, max: 64 }]}>
          <Input disabled={isAdmin} />
        </Form.Item>
        <Space size="middle" align="start">
          <Form.Item
            name="code"
            label={tr(PAGE_TEXT.code)}
            rules={[{ pattern: /^[A-Za-z][A-Za-z0-9_-]{0,31}$/, message: tr(PAGE_TEXT.badCode) }]}
          >
            <Input maxLength={32} style={{ width: 240 }} />
          </Form.Item>
          <Form.Item name="sort" label={tr(PAGE_TEXT.sort)} initialValue={0}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
        </Space>
        <Form.Item
          name="dataScope"
          label={tr(PAGE_TEXT.dataScope)}
          extra={tr(isAdmin ? PAGE_TEXT.adminRole : PAGE_TEXT.dataScopeHelp)}
        >
          {/* The administrator role sees every station; the server refuses narrowing it. */}
          <DataScopeSelect disabled={isAdmin} />
        </Form.Item>
        <Form.Item name="description" label={tr(PAGE_TEXT.description)} rules={[{ max: 200 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item label={tr(PAGE_TEXT.permissions)} extra={tr(isAdmin ? PAGE_TEXT.adminRole : PAGE_TEXT.grantable)}>
          {rows === undefined ? (
            <Spin />
          ) : tree.length === 0 ? (
            <Alert type="info" message={tr(PAGE_TEXT.grantable)} />
          ) : (
            <Tree<PermissionNode>
              checkable
              selectable={false}
              disabled={isAdmin}
              treeData={tree}
              titleRender={titleOf}
              defaultExpandedKeys={tree.map((node) => node.key)}
              checkedKeys={checked}
              onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
              height={520}
              data-testid="permission-tree"
            />
          )}
        </Form.Item>
        <Space>
          <Button type="primary" loading={saving} disabled={isAdmin} onClick={() => void save()}>
            {tr(TEXT.save)}
          </Button>
          <Button onClick={() => navigate(ROLE_LIST_URL)}>{tr(TEXT.back)}</Button>
        </Space>
      </Form>
    </Card>
  );
}
