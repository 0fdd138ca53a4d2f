import { Card, Empty, Form, Spin } from 'antd';
import { useEffect, useState, type ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { loadEntity, loadEntityBundle } from '../../engine/bundle';
import { BundleScope } from '../../engine/bundle-context';
import { useI18n } from '../../i18n/use-i18n';
import type { MetaBundle } from '../../meta/bundle';
import type { EntityFile, LocalizedText } from '../../meta/model';
import { WithDataProvider } from '../../screens/app-data-provider';
import type { RowId } from '../../engine/data-provider';
import { RemoteSelect } from '../system-admin/remote-select';

const USER_DETAILS_URL = '/system/systemSet/UserDetails';
const MEMBER_OPTIONS = '/api/member/member/options';

const TEXT = {
  member: { 'zh-CN': 'App 用户', 'en-US': 'App user' },
  pick: { 'zh-CN': '输入姓名查找用户', 'en-US': 'Type a name to find the user' },
  none: { 'zh-CN': '选择一个用户查看其详情', 'en-US': 'Choose a user to see the details' },
} as const satisfies Record<string, LocalizedText>;

interface Loaded {
  entity: EntityFile;
  bundle: MetaBundle;
  Detail: ComponentType<{ entity: EntityFile; id: RowId }>;
}

/**
 * One app user at /system/systemSet/UserDetails?id=<member id>: the member's detail with its
 * tabs (basic info, accounts, account flow, bills, cards...), as the member list opens it,
 * under the system menu. Without an id, a picker finds the user first.
 */
export default function UserDetailsPage() {
  const { tr } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    let current = true;
    void (async () => {
      // At the member's own url: the links of its detail (a bill, an account) lead into the member area.
      const entity = await loadEntity('member');
      const [bundle, { EntityDetail }] = await Promise.all([
        loadEntityBundle(entity),
        import('../../screens/entity-detail'),
      ]);
      if (current) setLoaded({ entity, bundle, Detail: EntityDetail });
    })();
    return () => {
      current = false;
    };
  }, []);

  return (
    <Card data-testid="user-details">
      <Form layout="inline" name="userDetails" style={{ marginBottom: 16 }}>
        <Form.Item label={tr(TEXT.member)}>
          <RemoteSelect
            optionsPath={MEMBER_OPTIONS}
            style={{ width: 320 }}
            placeholder={tr(TEXT.pick)}
            value={id}
            onChange={(value) =>
              navigate(typeof value === 'number' ? `${USER_DETAILS_URL}?id=${value}` : USER_DETAILS_URL)
            }
          />
        </Form.Item>
      </Form>
      {!id ? (
        <Empty description={tr(TEXT.none)} />
      ) : !loaded ? (
        <Spin />
      ) : (
        <BundleScope bundle={loaded.bundle}>
          <WithDataProvider>
            <loaded.Detail key={id} entity={loaded.entity} id={id} />
          </WithDataProvider>
        </BundleScope>
      )}
    </Card>
  );
}
