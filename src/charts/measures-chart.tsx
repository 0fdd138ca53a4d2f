import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '../i18n/use-i18n';
import type { MetaBundle } from '../meta/bundle';
import type { EntityFile, LocalizedText } from '../meta/model';
import { dimensionText, yuan } from './aggregate-chart';
import { entityWithDimensionLabels } from './aggregate-client';
import type { ChartKind } from './chart-spec';
import { ChartView } from './chart-view';
import { useAggregate } from './use-aggregate';

export interface MeasuresChartProps {
  entity: string;
  /** The x axis. */
  dimension: string;
  /** Several measures of the same unit, each drawn as a series named by its title. */
  measures: { key: string; title: LocalizedText; divideBy?: number }[];
  filters?: Record<string, unknown>;
  /** Conditions every measured row meets (the aggregate's `where`). */
  where?: string[];
  kind: ChartKind;
  money?: boolean;
  height?: number;
  testId?: string;
}

/**
 * A chart of several measures over one dimension (kWh per rate period per day, stacked): one
 * aggregate asks for all of them, and each group becomes one datum per measure.
 */
export function MeasuresChart(props: MeasuresChartProps) {
  const { entity: entityName, dimension, measures, filters, where, kind, money, height, testId } = props;
  const { tr } = useI18n();
  const [meta, setMeta] = useState<{ entity: EntityFile; bundle: MetaBundle }>();
  useEffect(() => {
    let live = true;
    void entityWithDimensionLabels(entityName, [dimension]).then(
      (loaded) => live && setMeta(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [entityName, dimension]);
  const keys = measures.map((m) => m.key);
  const body = useMemo(
    () => ({ filters, ...(where?.length ? { where } : {}), dimensions: [dimension], measures: keys }),
    [filters, where, dimension, keys.join()], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const { answer, loading, error, reload } = useAggregate(entityName, body);
  const spec = useMemo(() => {
    const data = (answer?.rows ?? []).flatMap((row) => {
      const x = dimensionText(meta?.entity, meta?.bundle, dimension, row, tr);
      return measures.map((m) => ({ x, series: tr(m.title), y: Number(row[m.key] ?? 0) / (m.divideBy ?? 1), row }));
    });
    return { kind, data, x: 'x', y: 'y', series: 'series', format: money ? yuan : undefined };
  }, [answer, meta, dimension, measures, kind, money, tr]);
  return (
    <ChartView
      spec={spec}
      loading={loading && !answer}
      error={error}
      onRetry={reload}
      height={height}
      testId={testId}
    />
  );
}
