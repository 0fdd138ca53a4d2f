import { Statistic } from 'antd';
import { useMemo } from 'react';
import { useI18n } from '../i18n/use-i18n';
import type { LocalizedText } from '../meta/model';
import { useAggregate } from './use-aggregate';

export interface AggregateStatProps {
  entity: string;
  measure: string;
  filters?: Record<string, unknown>;
  title: LocalizedText;
  money?: boolean;
  precision?: number;
  suffix?: string;
  refreshMs?: number;
  dark?: boolean;
  testId?: string;
}

/** One figure: a measure over every row of an entity the caller's list would show. */
export function AggregateStat({
  entity,
  measure,
  filters,
  title,
  money,
  precision,
  suffix,
  refreshMs,
  dark,
  testId,
}: AggregateStatProps) {
  const { tr } = useI18n();
  const body = useMemo(() => ({ filters, measures: [measure] }), [filters, measure]);
  const { answer, loading, error } = useAggregate(entity, body, refreshMs);
  const raw = answer?.summary[measure];
  const value = raw === undefined ? undefined : money ? raw / 100 : raw;
  const color = dark ? '#fff' : undefined;
  return (
    <div data-testid={testId} data-value={raw ?? ''}>
      <Statistic
        title={<span style={{ color: dark ? 'rgba(255,255,255,0.65)' : undefined }}>{tr(title)}</span>}
        value={error ? '—' : (value ?? 0)}
        loading={loading && !answer}
        precision={money ? 2 : precision}
        prefix={money ? '¥' : undefined}
        suffix={suffix}
        valueStyle={{ color }}
      />
    </div>
  );
}
