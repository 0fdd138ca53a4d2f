import { Alert, Button, Card, Space, Spin } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  buildDetail,
  buildDetailTabs,
  buildRelated,
  detailColumns,
  relatedFilter,
  TEXTS,
  useMetaBundle,
  useRecord,
  visibleActions,
  type RowId,
} from '../engine';
import { useSession } from '../auth/use-session';
import { useI18n } from '../i18n';
import { actionKey } from '../meta/entity-actions';
import type { EntityFile, StatusAction } from '../meta/model';
import { ActionButtons } from './action-buttons';
import { DetailDescriptions } from './detail-descriptions';
import { DetailSummaryPanels } from './detail-summary';
import { DetailTabs } from './detail-tabs';
import { editPath } from './form-path';
import { useSavedElsewhere } from './saved-elsewhere';
import { RelatedRows } from './entity-list';
import { LazyActionFormDialog, LazyEntityForm } from './lazy-dialogs';
import { TransitionHistory } from './transition-history';
import { useActionRunner } from './use-action-runner';
import { useCan } from './use-can';
import { useEntityModels } from './use-entity-models';

/** One row: its groups, its status actions and edit, and the lists of rows that reference it. */
export function EntityDetail({ entity, id }: { entity: EntityFile; id: RowId }) {
  const { tr, locale } = useI18n();
  const bundle = useMetaBundle();
  const can = useCan();
  const navigate = useNavigate();
  const record = useRecord(entity, id);
  const models = useEntityModels(entity);
  const [editing, setEditing] = useState(false);
  const [actionForm, setActionForm] = useState<StatusAction>();
  const groups = useMemo(() => buildDetail(entity, bundle, locale), [entity, bundle, locale]);
  const related = useMemo(() => buildRelated(entity, bundle, locale), [entity, bundle, locale]);
  const tabs = useMemo(() => buildDetailTabs(entity, bundle, locale), [entity, bundle, locale]);
  const loadedRow = record.row;
  const fixed = useMemo(
    () => new Map(related.map((r) => [r.field + r.entity.name, relatedFilter(r, id, loadedRow)])),
    [related, id, loadedRow],
  );
  const { reload } = record;
  const screen = useMemo(
    () => ({
      openCreate: () => undefined,
      openEdit: () => (entity.form.page ? navigate(editPath(entity, id)) : setEditing(true)),
      openDetail: () => undefined,
      openImport: () => undefined,
      openActionForm: (action: StatusAction) => setActionForm(action),
      exportRows: async () => undefined,
      refresh: reload,
    }),
    [reload, entity, id, navigate],
  );
  const run = useActionRunner(entity, screen);
  useSavedElsewhere(entity, reload);
  const userId = useSession().user?.id;

  if (record.loading && !record.row) return <Spin />;
  if (!record.row) return <Alert type="error" showIcon message={record.error ?? tr(TEXTS.notFound)} />;
  const row = record.row;
  const actions = visibleActions(
    [...models.actions.row.filter((a) => a.kind === 'edit'), ...models.actions.status],
    can,
    entity,
    row,
    userId,
  );

  return (
    <div className="entity-detail" data-entity={entity.name}>
      <Card
        title={`${tr(entity.title)}: ${String(row[entity.labelField] ?? row.id)}`}
        extra={
          <Space>
            <ActionButtons variant="button" actions={actions} onRun={(action) => run(action, [row])} />
            <Button onClick={() => navigate(entity.menu.url)}>{tr(TEXTS.back)}</Button>
          </Space>
        }
      >
        <DetailSummaryPanels entity={entity} id={id} />
        {tabs ? (
          <DetailTabs entity={entity} id={id} row={row} tabs={tabs} />
        ) : (
          <DetailDescriptions groups={groups} row={row} columns={detailColumns(entity)} locale={locale} />
        )}
      </Card>
      {(entity.statusActions?.length ?? 0) > 0 && <TransitionHistory entity={entity} id={id} version={row} />}
      {related
        .filter((rel) => can(actionKey(rel.entity.pageId, 'query')))
        .map((rel) => (
          <Card key={rel.entity.name + rel.field} title={rel.title} style={{ marginTop: 16 }}>
            <RelatedRows entity={rel.entity} filter={fixed.get(rel.field + rel.entity.name)} />
          </Card>
        ))}
      <Suspense fallback={null}>
        {actionForm && (
          <LazyActionFormDialog
            entity={entity}
            action={actionForm}
            rows={[row]}
            onClose={() => setActionForm(undefined)}
            onDone={() => {
              setActionForm(undefined);
              reload();
            }}
          />
        )}
        {editing && (
          <LazyEntityForm
            entity={entity}
            id={id}
            onClose={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              reload();
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
