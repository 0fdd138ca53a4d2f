import { Alert, Button, Card, Form, message, Space, Spin, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PermissionRow } from '../../api/system-api';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';
import { checkedKeysOf, permissionTree, storedIdsOf, type PermissionNode } from '../system-admin/permission-tree';
import { RemoteSelect } from '../system-admin/remote-select';
import { permissionsApi } from '../system-admin/system-admin-api';
import { TEXT } from '../system-admin/texts';

const PAGE_TEXT = {
  seller: { 'zh-CN': '商户', 'en-US': 'Seller' },
  copyFrom: { 'zh-CN': '复制自商户', 'en-US': 'Copy from seller' },
  pick: { 'zh-CN': '请选择商户', 'en-US': 'Choose a seller' },
  permissions: { 'zh-CN': '商户可用的菜单和按钮', 'en-US': 'Menus and buttons the seller may use' },
  note: {
    'zh-CN': '保存后，商户角色中超出新范围的权限会被收回，受影响用户下次请求时生效。',
    'en-US':
      "On save, the seller's roles lose what falls outside the new set; affected users see it on their next request.",
  },
} as const satisfies Record<string, LocalizedText>;

const SELLER_OPTIONS = '/api/system/sellerList/options';

/**
 * The platform administrator's assignment of permissions to a seller
 * (/system/platform/sellerPermission): pick a seller, tick the catalogs, pages and buttons it
 * may use (or copy another seller's), save. Sellers' administrators then grant within it.
 */
export default function SellerPermissionPage() {
  const { tr } = useI18n();
  const [rows, setRows] = useState<PermissionRow[]>();
  const [params] = useSearchParams();
  const [sellerId, setSellerId] = useState<number | undefined>(Number(params.get('sellerId')) || undefined);
  const [checked, setChecked] = useState<string[]>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    permissionsApi.grantable().then(setRows, () => setRows([]));
  }, []);
  const tree = useMemo(() => permissionTree(rows ?? [], tr), [rows, tr]);
  // A seller named in the address (from the seller list) is loaded once the tree is there.
  useEffect(() => {
    if (rows && sellerId && checked === undefined) loadFrom(sellerId);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows]);

  const loadFrom = (id: number | undefined) => {
    if (!id) return;
    setChecked(undefined);
    permissionsApi.ofSeller(id).then(
      (ids) => setChecked(checkedKeysOf(tree, new Set(ids))),
      () => setChecked([]),
    );
  };

  const save = async () => {
    if (!sellerId || !checked) return;
    setSaving(true);
    try {
      await permissionsApi.saveForSeller(sellerId, storedIdsOf(rows ?? [], checked));
      void message.success(tr(TEXT.saved));
    } catch {
      // The server's message is shown.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card data-testid="seller-permission">
      <Form name="sellerPermission" layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label={tr(PAGE_TEXT.seller)}>
          <RemoteSelect
            optionsPath={SELLER_OPTIONS}
            style={{ width: 260 }}
            placeholder={tr(PAGE_TEXT.pick)}
            value={sellerId}
            onChange={(value) => {
              const id = typeof value === 'number' ? value : undefined;
              setSellerId(id);
              if (id) loadFrom(id);
              else setChecked(undefined);
            }}
          />
        </Form.Item>
        <Form.Item label={tr(PAGE_TEXT.copyFrom)}>
          <RemoteSelect
            optionsPath={SELLER_OPTIONS}
            style={{ width: 260 }}
            disabled={!sellerId}
            value={undefined}
            onChange={(value) => loadFrom(typeof value === 'number' ? value : undefined)}
          />
        </Form.Item>
      </Form>
      {!sellerId ? (
        <Alert type="info" message={tr(PAGE_TEXT.pick)} />
      ) : rows === undefined || checked === undefined ? (
        <Spin />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert type="warning" message={tr(PAGE_TEXT.note)} />
          <Tree<PermissionNode>
            checkable
            selectable={false}
            treeData={tree}
            defaultExpandedKeys={tree.map((node) => node.key)}
            checkedKeys={checked}
            onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
            height={520}
          />
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {tr(TEXT.save)}
          </Button>
        </Space>
      )}
    </Card>
  );
}
