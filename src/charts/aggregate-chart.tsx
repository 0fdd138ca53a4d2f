import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '../i18n/use-i18n';
import type { AggregateRow } from '../meta/aggregate';
import type { MetaBundle } from '../meta/bundle';
import type { EntityFile, LocalizedText } from '../meta/model';
import { drillUrl, entityWithDimensionLabels } from './aggregate-client';
import type { ChartKind, ChartTheme } from './chart-spec';
import { ChartView } from './chart-view';
import { useAggregate } from './use-aggregate';

export interface AggregateChartProps {
  entity: string;
  /** One or two dimensions: the x axis (or slice), then the series. */
  dimensions: string[];
  /** The measure drawn, e.g. `sum:amount`. */
  measure: string;
  filters?: Record<string, unknown>;
  /** Conditions every measured row meets (the aggregate's `where`); the list cannot show them, so no drill. */
  where?: string[];
  kind: ChartKind;
  /** Largest groups first, at most this many (rankings). */
  top?: number;
  /** The measure's unit: fen shown as yuan. */
  money?: boolean;
  measureTitle?: LocalizedText;
  theme?: ChartTheme;
  height?: number;
  refreshMs?: number;
  /** A click opens the entity's list filtered to the clicked group (default true). */
  drill?: boolean;
  testId?: string;
}

/** The text of a group's value: a reference's label, a dictionary item's label, or the value. */
export function dimensionText(
  entity: EntityFile | undefined,
  bundle: MetaBundle | undefined,
  dimension: string,
  row: AggregateRow,
  tr: (text: LocalizedText | string | undefined) => string,
): string {
  const value = row[dimension];
  if (row.$labels?.[dimension]) return row.$labels[dimension];
  const [path] = dimension.split(':');
  const [own, hop] = path.split('.');
  // One reference hop ("memberId.memberType") shows the target field's dictionary label too.
  const ownField = entity?.fields[own];
  const target = hop && ownField?.ref ? bundle?.entities.get(ownField.ref.entity) : undefined;
  const field = hop ? target?.fields[hop] : ownField;
  if (field?.dict && bundle) {
    const item = bundle.dictionaries.get(field.dict)?.items.find((entry) => String(entry.value) === String(value));
    if (item) return tr(item.label);
  }
  if (field?.type === 'boolean')
    return tr(value ? { 'zh-CN': '是', 'en-US': 'Yes' } : { 'zh-CN': '否', 'en-US': 'No' });
  return value === null || value === undefined || value === '' ? '—' : String(value);
}

export const yuan = (fen: number) => (fen / 100).toLocaleString(undefined, { maximumFractionDigits: 2 });

/** A chart of one aggregate of an entity: asks the server, labels the groups, drills to the list. */
export function AggregateChart(props: AggregateChartProps) {
  const {
    entity: entityName,
    dimensions,
    measure,
    filters,
    where,
    kind,
    top,
    money,
    theme,
    height,
    refreshMs,
    testId,
  } = props;
  const { tr } = useI18n();
  const navigate = useNavigate();
  const [meta, setMeta] = useState<{ entity: EntityFile; bundle: MetaBundle }>();
  const dimensionKey = dimensions.join(',');
  useEffect(() => {
    let live = true;
    void entityWithDimensionLabels(entityName, dimensionKey ? dimensionKey.split(',') : []).then(
      (loaded) => live && setMeta(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [entityName, dimensionKey]);
  const body = useMemo(
    () => ({
      filters,
      ...(where?.length ? { where } : {}),
      dimensions,
      measures: [measure],
      ...(top ? { order: { by: measure, desc: true }, limit: top } : {}),
    }),
    [filters, where, dimensions, measure, top],
  );
  const { answer, loading, error, reload } = useAggregate(entityName, body, refreshMs);
  const spec = useMemo(() => {
    const rows = answer?.rows ?? [];
    const data = rows.map((row) => ({
      x: dimensionText(meta?.entity, meta?.bundle, dimensions[0], row, tr),
      series: dimensions[1] ? dimensionText(meta?.entity, meta?.bundle, dimensions[1], row, tr) : undefined,
      y: Number(row[measure] ?? 0),
      row,
    }));
    return {
      kind,
      data,
      x: 'x',
      y: 'y',
      series: dimensions[1] ? 'series' : undefined,
      yTitle: props.measureTitle ? tr(props.measureTitle) : undefined,
      format: money ? yuan : undefined,
    };
  }, [answer, meta, dimensions, measure, kind, money, props.measureTitle, tr]);
  const onSelect =
    props.drill === false || where?.length || !meta
      ? undefined
      : (datum: Record<string, unknown>) =>
          navigate(drillUrl(meta.entity, dimensions, datum.row as AggregateRow, filters));
  return (
    <ChartView
      spec={spec}
      loading={loading && !answer}
      error={error}
      onRetry={reload}
      theme={theme}
      height={height}
      onSelect={onSelect}
      testId={testId}
    />
  );
}
