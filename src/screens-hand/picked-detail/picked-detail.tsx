import { Card, Empty, Form, Spin } from 'antd';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { loadEntity, loadEntityBundle } from '../../engine/bundle';
import { BundleScope } from '../../engine/bundle-context';
import type { RowId } from '../../engine/data-provider';
import { useI18n } from '../../i18n/use-i18n';
import type { MetaBundle } from '../../meta/bundle';
import type { EntityFile, LocalizedText } from '../../meta/model';
import { WithDataProvider } from '../../screens/app-data-provider';
import { RemoteSelect } from '../system-admin/remote-select';

interface Loaded {
  entity: EntityFile;
  bundle: MetaBundle;
  Detail: ComponentType<{ entity: EntityFile; id: RowId }>;
}

export interface PickedDetailProps {
  /** The entity whose detail (with its tabs) is shown. */
  entityName: string;
  /** Its options route, which the picker asks as the user types. */
  optionsPath: string;
  /** This page's address; the chosen row is `?id=<id>` on it, so it can be linked and reloaded. */
  pageUrl: string;
  testId: string;
  texts: { label: LocalizedText; pick: LocalizedText; none: LocalizedText };
  /** Shown above the detail for the chosen row (what the detail's own fields do not say). */
  summary?: (id: number) => ReactNode;
}

/**
 * An always-present detail page reached from other screens by `?id=`: the entity's generic
 * detail with its tabs, and a picker to find a row when the address names none.
 */
export function PickedDetail({ entityName, optionsPath, pageUrl, testId, texts, summary }: PickedDetailProps) {
  const { tr } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    let current = true;
    void (async () => {
      const entity = await loadEntity(entityName);
      const [bundle, { EntityDetail }] = await Promise.all([
        loadEntityBundle(entity),
        import('../../screens/entity-detail'),
      ]);
      if (current) setLoaded({ entity, bundle, Detail: EntityDetail });
    })();
    return () => {
      current = false;
    };
  }, [entityName]);

  return (
    <Card data-testid={testId}>
      <Form layout="inline" name={testId} style={{ marginBottom: 16 }}>
        <Form.Item label={tr(texts.label)}>
          <RemoteSelect
            optionsPath={optionsPath}
            style={{ width: 320 }}
            placeholder={tr(texts.pick)}
            value={id}
            onChange={(value) => navigate(typeof value === 'number' ? `${pageUrl}?id=${value}` : pageUrl)}
          />
        </Form.Item>
      </Form>
      {!id ? (
        <Empty description={tr(texts.none)} />
      ) : !loaded ? (
        <Spin />
      ) : (
        <BundleScope bundle={loaded.bundle}>
          <WithDataProvider>
            {summary?.(id)}
            <loaded.Detail key={id} entity={loaded.entity} id={id} />
          </WithDataProvider>
        </BundleScope>
      )}
    </Card>
  );
}
