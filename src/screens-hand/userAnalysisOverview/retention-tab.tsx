import { Col, Row, Segmented, Statistic, Table } from 'antd';
import { useMemo, useState } from 'react';
import { ChartView } from '../../charts/chart-view';
import { Panel } from '../../cockpit/cockpit-parts';
import { useI18n } from '../../i18n/use-i18n';
import { lastDays, text } from '../../insight/analysis-parts';
import { useRetention } from '../../insight/use-retention';
import { CHURN_DAYS, type RetentionAnswer } from '../../meta/member-retention';

interface CohortRow {
  cohort: string;
  size: number;
  /** Members still charging n periods later, by n. */
  [offset: `p${number}`]: number | undefined;
}

/** The cohort table: one row per first-charge period, its size and who came back each later period. */
export function cohortRows(answer: RetentionAnswer | undefined): { rows: CohortRow[]; offsets: number[] } {
  const byCohort = new Map<string, CohortRow>();
  let last = 0;
  for (const cell of answer?.cohorts ?? []) {
    const row = byCohort.get(cell.cohort) ?? { cohort: cell.cohort, size: 0 };
    if (cell.offset === 0) row.size = cell.members;
    row[`p${cell.offset}`] = cell.members;
    last = Math.max(last, cell.offset);
    byCohort.set(cell.cohort, row);
  }
  return { rows: [...byCohort.values()], offsets: Array.from({ length: last + 1 }, (_, i) => i) };
}

const percent = (part: number, whole: number) => (whole ? Math.round((part * 1000) / whole) / 10 : 0);

/**
 * Retention: of the members who first charged in a week (or month) of the period, how many
 * charged again each following week (month); and how many stopped charging (churn).
 */
export function RetentionTab({ days }: { days: number }) {
  const { tr } = useI18n();
  const range = useMemo(() => lastDays(days), [days]);
  const [period, setPeriod] = useState<'week' | 'month'>('week');
  const retention = useRetention(period, range);
  const { rows, offsets } = useMemo(() => cohortRows(retention.answer), [retention.answer]);
  const heat = useMemo(() => {
    const data = rows.flatMap((row) =>
      offsets
        .filter((n) => row[`p${n}`] !== undefined)
        .map((n) => ({ x: `+${n}`, series: row.cohort, y: percent(row[`p${n}`] ?? 0, row.size) })),
    );
    return {
      kind: 'heatmap' as const,
      data,
      x: 'x',
      y: 'y',
      series: 'series',
      yTitle: tr(text('留存率%', 'Retained %')),
    };
  }, [rows, offsets, tr]);
  const churn = retention.answer?.churn;
  const unit = period === 'week' ? text('周', 'week') : text('月', 'month');
  return (
    <Row gutter={[12, 12]} data-testid="user-analysis-retention">
      <Col span={24}>
        <Segmented
          value={period}
          onChange={(value) => setPeriod(value as 'week' | 'month')}
          options={[
            { value: 'week', label: tr(text('按周', 'Weekly')) },
            { value: 'month', label: tr(text('按月', 'Monthly')) },
          ]}
          data-testid="retention-period"
        />
      </Col>
      <Col xs={12} xl={6}>
        <Statistic
          title={tr(text('期内充电会员', 'Members charging'))}
          value={churn?.members ?? 0}
          loading={retention.loading && !retention.answer}
        />
      </Col>
      <Col xs={12} xl={6}>
        <div data-testid="churn-rate" data-value={churn ? percent(churn.churned, churn.members) : ''}>
          <Statistic
            title={tr(text(`流失会员（${CHURN_DAYS}天未充电）`, `Churned (no charge for ${CHURN_DAYS} days)`))}
            value={churn?.churned ?? 0}
            suffix={churn ? `/ ${percent(churn.churned, churn.members)}%` : undefined}
            loading={retention.loading && !retention.answer}
          />
        </div>
      </Col>
      <Col span={24}>
        <Panel
          testId="panel-retention-heatmap"
          title={text('留存热力（首充批次 × 之后周期）', 'Retention by first-charge cohort')}
        >
          <ChartView
            testId="chart-retention"
            spec={heat}
            loading={retention.loading && !retention.answer}
            error={retention.error}
            onRetry={retention.reload}
          />
        </Panel>
      </Col>
      <Col span={24}>
        <Panel testId="panel-cohort-table" title={text('留存表', 'Cohort table')}>
          <Table<CohortRow>
            data-testid="cohort-table"
            size="small"
            rowKey="cohort"
            pagination={false}
            scroll={{ x: true }}
            loading={retention.loading && !retention.answer}
            dataSource={rows}
            columns={[
              { key: 'cohort', dataIndex: 'cohort', title: tr(text('首充批次', 'First charged')), fixed: 'left' },
              { key: 'size', dataIndex: 'size', title: tr(text('会员数', 'Members')) },
              ...offsets.slice(1).map((n) => ({
                key: `p${n}`,
                title: `+${n} ${tr(unit)}`,
                render: (_: unknown, row: CohortRow) =>
                  row[`p${n}`] === undefined ? '—' : `${row[`p${n}`]} (${percent(row[`p${n}`] ?? 0, row.size)}%)`,
              })),
            ]}
          />
        </Panel>
      </Col>
    </Row>
  );
}
