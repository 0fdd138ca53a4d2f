import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { dimensionText, yuan } from '../charts/aggregate-chart';
import { drillUrl, entityWithBundle } from '../charts/aggregate-client';
import type { ChartKind } from '../charts/chart-spec';
import { ChartView } from '../charts/chart-view';
import type { AggregateState } from '../charts/use-aggregate';
import { useI18n } from '../i18n/use-i18n';
import type { AggregateRow } from '../meta/aggregate';
import type { MetaBundle } from '../meta/bundle';
import type { EntityFile, LocalizedText } from '../meta/model';
import type { CockpitFigure } from './figures';

export interface FigureChartProps {
  figure: CockpitFigure;
  state: AggregateState;
  kind: ChartKind;
  /** The dimension on the x axis (or the slices). */
  x: string;
  /** The measure drawn, or several measures as series of their own. */
  y: string | { measure: string; title: LocalizedText }[];
  /** A dimension drawn as series. */
  series?: string;
  /** Only the rows whose dimension holds this value (one member type's share). */
  where?: { dimension: string; value: unknown };
  /** The largest groups first, at most this many. */
  top?: number;
  money?: boolean;
  height?: number;
  testId: string;
}

/**
 * A chart of a cockpit figure's answer through the product's chart wrapper: groups labelled as
 * the lists label them (references, dictionaries), and a click opens the list of the rows the
 * bar or slice sums.
 */
export function FigureChart(props: FigureChartProps) {
  const { figure, state, kind, x, y, series, where, top, money, height = 280, testId } = props;
  const { tr } = useI18n();
  const navigate = useNavigate();
  const [meta, setMeta] = useState<{ entity: EntityFile; bundle: MetaBundle }>();
  const dimensionKey = (figure.dimensions ?? []).join(',');
  useEffect(() => {
    let live = true;
    void entityWithBundle(figure.entity, dimensionKey ? dimensionKey.split(',') : []).then(
      (loaded) => live && setMeta(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [figure.entity, dimensionKey]);

  const spec = useMemo(() => {
    let rows = state.answer?.rows ?? [];
    if (where) rows = rows.filter((row) => String(row[where.dimension]) === String(where.value));
    const first = typeof y === 'string' ? y : y[0].measure;
    if (top) rows = [...rows].sort((a, b) => Number(b[first] ?? 0) - Number(a[first] ?? 0)).slice(0, top);
    const label = (row: AggregateRow, dimension: string) =>
      dimensionText(meta?.entity, meta?.bundle, dimension, row, tr);
    const data =
      typeof y === 'string'
        ? rows.map((row) => ({
            x: label(row, x),
            y: Number(row[y] ?? 0),
            series: series ? label(row, series) : undefined,
            row,
          }))
        : rows.flatMap((row) =>
            y.map((item) => ({ x: label(row, x), y: Number(row[item.measure] ?? 0), series: tr(item.title), row })),
          );
    return {
      kind,
      data,
      x: 'x',
      y: 'y',
      series: series || typeof y !== 'string' ? 'series' : undefined,
      format: money ? yuan : undefined,
    };
  }, [state.answer, where, y, top, meta, tr, x, series, kind, money]);

  const onSelect = meta
    ? (datum: Record<string, unknown>) =>
        navigate(drillUrl(meta.entity, figure.dimensions ?? [], datum.row as AggregateRow, figure.filters))
    : undefined;
  return (
    <div data-testid={testId} data-rows={spec.data.length}>
      <ChartView
        spec={spec}
        loading={state.loading && !state.answer}
        error={state.error}
        onRetry={state.reload}
        height={height}
        onSelect={onSelect}
        testId={`${testId}-chart`}
      />
    </div>
  );
}
