import { Alert, Empty, Space, Table, type TableProps } from 'antd';
import { Suspense, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Filters, Row } from '../engine';
// The engine's own modules, not its index: the index brings the form engine's modules to every list.
import { visibleActions } from '../engine/actions';
import { TEXTS } from '../engine/texts';
import { useList } from '../engine/use-list';
import { useTree } from '../engine/use-tree';
import { useSession } from '../auth/use-session';
import { useI18n } from '../i18n';
import { MountFilters } from './mount-filters';
import type { EntityFile, StatusAction } from '../meta/model';
import { ActionButtons } from './action-buttons';
import { detailPath } from './detail-path';
import { FilterForm } from './filter-form';
import { useLiveReload } from '../live/use-live-reload';
import { LazyActionFormDialog, LazyEntityForm, LazyImportDialog, preloadDialogs } from './lazy-dialogs';
import { editPath, newPath } from './form-path';
import { useSavedElsewhere } from './saved-elsewhere';
import { tableColumns } from './table-columns';
import { useActionRunner } from './use-action-runner';
import { useCan } from './use-can';
import { useEntityModels } from './use-entity-models';
import { useExport } from './use-export';
import { useListQuery } from './use-list-query';
import { RowActionStyle, useRowActionColors } from './row-action-style';

const PAGE_SIZES = ['10', '20', '50', '100'];
const ACTION_WIDTH = 56;
// The body scrolls sideways only: scrolling it back to the first row on every page change
// would animate for nothing while the new page renders.
const SCROLL = { x: 'max-content', scrollToFirstRowOnChange: false } as const;

interface EntityListProps {
  entity: EntityFile;
  /** A routed list keeps its query in the URL; a related list keeps it locally. */
  inUrl?: boolean;
  /** Filters the user cannot change, e.g. `{ stationId: 7 }` for a station's piles. */
  fixedFilters?: Record<string, string | number | boolean>;
}

type FormState = { id?: Row['id']; initial?: Record<string, string | number> } | undefined;

/** Filter form, toolbar, table with row and bulk actions, form drawer and import dialog. */
export function EntityList({ entity, inUrl = false, fixedFilters: own }: EntityListProps) {
  // The page's own list also takes the filters of the menu path it is mounted at.
  const mounted = useContext(MountFilters);
  const fixedFilters = own ?? (inUrl ? mounted : undefined);
  const { tr, locale } = useI18n();
  const can = useCan();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const models = useEntityModels(entity);
  const [query, setQuery] = useListQuery(entity, models.filters, inUrl);
  const list = useList(entity, query, fixedFilters);
  // A tree entity's list shows its whole tree, expandable, until a filter narrows it to a page.
  const treeMode = !!entity.tree && !fixedFilters && Object.keys(query.filters).length === 0;
  const tree = useTree(entity, treeMode);
  const [selected, setSelected] = useState<Row[]>([]);
  const [formState, setFormState] = useState<FormState>();
  const [importing, setImporting] = useState(false);
  const [actionForm, setActionForm] = useState<{ action: StatusAction; rows: Row[] }>();
  const exportRows = useExport(entity, query, fixedFilters);
  // A new row starts with the fixed values of its own fields (a pile's station); a filter over
  // a hop (a gun's pile's station) names no field of the form.
  const prefill = useMemo(
    () =>
      fixedFilters ? Object.fromEntries(Object.entries(fixedFilters).filter(([key]) => !key.includes('.'))) : undefined,
    [fixedFilters],
  );
  const { reload: reloadList } = list;
  const { reload: reloadTree } = tree;
  const reload = useCallback(() => {
    reloadList();
    if (treeMode) reloadTree();
  }, [reloadList, reloadTree, treeMode]);
  const rowActionColors = useRowActionColors();
  useSavedElsewhere(entity, reload);
  useLiveReload(entity.list?.liveRefresh ? ['rows'] : [], reload, (message) => message.entity === entity.name);

  const screen = useMemo(
    () => ({
      // A page form (form.page) has routes of its own; the others open in a drawer here.
      openCreate: (initial?: Record<string, string | number>) =>
        entity.form.page
          ? navigate(newPath(entity, { ...prefill, ...initial }), { state: { back: pathname + search } })
          : setFormState({ initial }),
      openEdit: (row: Row) => (entity.form.page ? navigate(editPath(entity, row.id)) : setFormState({ id: row.id })),
      openDetail: (row: Row) => navigate(detailPath(entity, row.id)),
      openImport: () => setImporting(true),
      openActionForm: (action: StatusAction, rows: Row[]) => setActionForm({ action, rows }),
      exportRows,
      refresh: () => {
        setSelected([]);
        reload();
      },
    }),
    [navigate, entity, exportRows, reload, prefill, pathname, search],
  );
  const run = useActionRunner(entity, screen);
  const toolbar = useMemo(() => visibleActions(models.actions.toolbar, can, entity), [models, can, entity]);
  const bulk = useMemo(() => visibleActions(models.actions.bulk, can, entity), [models, can, entity]);
  const rowActions = useMemo(() => visibleActions(models.actions.row, can, entity), [models, can, entity]);
  // Rows locked to the caller himself (lockedRows "$user") hide those buttons.
  const userId = useSession().user?.id;
  const filterModels = useMemo(
    () => models.filters.filter((f) => !fixedFilters || !(f.key in fixedFilters)),
    [models, fixedFilters],
  );

  const renderRowActions = useCallback(
    (row: Row) => (
      <ActionButtons
        onReach={preloadDialogs}
        variant="link"
        actions={visibleActions(rowActions, () => true, entity, row, userId)}
        onRun={(action) => run(action, [row])}
      />
    ),
    [rowActions, entity, run, userId],
  );
  // Built once per entity, language and sort: paging only changes the rows.
  const columns = useMemo(
    () =>
      tableColumns(
        entity,
        models.columns.filter((c) => !fixedFilters || !(c.key in fixedFilters)),
        locale,
        query.sort,
        rowActions.length
          ? { title: tr(TEXTS.actions), width: rowActions.length * ACTION_WIDTH + 16, render: renderRowActions }
          : undefined,
      ),
    [entity, models, fixedFilters, locale, query.sort, rowActions, tr, renderRowActions],
  );

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const sort = one?.order ? { field: String(one.columnKey), order: one.order } : undefined;
    const pageSize = pagination.pageSize ?? query.pageSize;
    const pageNo = pageSize !== query.pageSize ? 1 : (pagination.current ?? 1);
    setQuery({ ...query, pageNo, pageSize, sort });
  };
  // Stable while paging, so the filter form (memo) is not re-rendered for a new page.
  const latestQuery = useRef(query);
  useLayoutEffect(() => {
    latestQuery.current = query;
  });
  const onSearch = useCallback(
    (filters: Filters) => setQuery({ ...latestQuery.current, pageNo: 1, filters }),
    [setQuery],
  );

  const selectedKeys = useMemo(() => selected.map((row) => row.id), [selected]);
  const rowSelection = useMemo<TableProps<Row>['rowSelection']>(
    () => (bulk.length ? { selectedRowKeys: selectedKeys, onChange: (_, rows) => setSelected(rows) } : undefined),
    [bulk.length, selectedKeys],
  );
  const { total, capped } = list;
  const pagination = useMemo<TableProps<Row>['pagination']>(
    () => ({
      current: query.pageNo,
      pageSize: query.pageSize,
      total: capped ? total + query.pageSize : total,
      showSizeChanger: true,
      pageSizeOptions: PAGE_SIZES,
      showTotal: () => tr(capped ? TEXTS.moreThan : TEXTS.total, { n: total }),
    }),
    [query.pageNo, query.pageSize, total, capped, tr],
  );
  const tableLocale = useMemo(() => ({ emptyText: tr(list.error ? TEXTS.loadFailed : TEXTS.empty) }), [tr, list.error]);

  return (
    <div className="entity-list" data-entity={entity.name} style={rowActionColors}>
      <RowActionStyle />
      <FilterForm models={filterModels} values={query.filters} onSearch={onSearch} />
      {/* Reaching for an action (pointer or keyboard) fetches the form and import code in time. */}
      <Space style={{ marginBottom: 12 }} wrap onPointerEnter={preloadDialogs} onFocus={preloadDialogs}>
        <ActionButtons variant="button" actions={toolbar} onRun={(action) => run(action, [])} />
        {selected.length > 0 && bulk.length > 0 && (
          <>
            <span>{tr(TEXTS.selected, { n: selected.length })}</span>
            <ActionButtons variant="button" actions={bulk} onRun={(action) => run(action, selected)} />
          </>
        )}
      </Space>
      {(list.error ?? (treeMode ? tree.error : undefined)) && (
        <Alert type="error" showIcon message={list.error ?? tree.error} style={{ marginBottom: 12 }} />
      )}
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={treeMode ? tree.loading : list.loading}
        dataSource={treeMode ? tree.rows : list.rows}
        columns={columns}
        scroll={SCROLL}
        locale={tableLocale}
        rowSelection={rowSelection}
        onChange={onChange}
        pagination={treeMode ? false : pagination}
      />
      <Suspense fallback={null}>
        {formState && (
          <LazyEntityForm
            entity={entity}
            id={formState.id}
            initialValues={formState.initial ? { ...prefill, ...formState.initial } : prefill}
            onClose={() => setFormState(undefined)}
            onSaved={() => {
              setFormState(undefined);
              reload();
            }}
          />
        )}
        {actionForm && (
          <LazyActionFormDialog
            entity={entity}
            action={actionForm.action}
            rows={actionForm.rows}
            onClose={() => setActionForm(undefined)}
            onDone={() => {
              setActionForm(undefined);
              setSelected([]);
              reload();
            }}
          />
        )}
        {importing && (
          <LazyImportDialog
            entity={entity}
            onClose={() => setImporting(false)}
            onImported={() => {
              setImporting(false);
              reload();
            }}
          />
        )}
      </Suspense>
    </div>
  );
}

/**
 * A detail's list of related rows; none at all when the value they meet on is empty. Here
 * rather than in a file of its own, so that the list stays one chunk that details import.
 */
export function RelatedRows({ entity, filter }: { entity: EntityFile; filter?: Record<string, string | number> }) {
  return filter ? <EntityList entity={entity} fixedFilters={filter} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
}
