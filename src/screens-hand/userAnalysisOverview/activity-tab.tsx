import { Col, Row, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { AggregateChart } from '../../charts/aggregate-chart';
import { ChartView } from '../../charts/chart-view';
import { Panel } from '../../cockpit/cockpit-parts';
import { useI18n } from '../../i18n/use-i18n';
import { AggregateExportButton, lastDays, text } from '../../insight/analysis-parts';
import { useRetention } from '../../insight/use-retention';
import { frequencyBandLabel } from '../../meta/member-retention';
import { ChargingTimeHeatmap } from './charging-time-heatmap';

const ACTIVE = 'countDistinct:memberId';
const GRAINS = [
  { key: 'day', label: text('日活 DAU', 'Daily (DAU)') },
  { key: 'week', label: text('周活 WAU', 'Weekly (WAU)') },
  { key: 'month', label: text('月活 MAU', 'Monthly (MAU)') },
] as const;

/**
 * Activity: members charging per day, week or month, how often each member charged in the
 * period, and when in the week and day charging happens.
 */
export function ActivityTab({ days }: { days: number }) {
  const { tr } = useI18n();
  const range = useMemo(() => lastDays(days), [days]);
  const filters = useMemo(() => ({ startTime: range }), [range]);
  const [grain, setGrain] = useState<(typeof GRAINS)[number]['key']>('day');
  const retention = useRetention('week', range);
  const frequency = useMemo(() => {
    const bands = retention.answer?.frequency ?? [];
    const data = bands.map((band) => ({ x: frequencyBandLabel(band.from), y: band.members }));
    return { kind: 'column' as const, data, x: 'x', y: 'y', yTitle: tr(text('会员数', 'Members')) };
  }, [retention.answer, tr]);
  const activeBody = useMemo(
    () => ({ filters, dimensions: [`startTime:${grain}`], measures: [ACTIVE] }),
    [filters, grain],
  );
  return (
    <Row gutter={[12, 12]} data-testid="user-analysis-activity">
      <Col span={24}>
        <Panel
          testId="panel-active-members"
          title={text('活跃会员', 'Active members')}
          extra={
            <>
              <Segmented
                size="small"
                value={grain}
                onChange={(value) => setGrain(value as typeof grain)}
                options={GRAINS.map((g) => ({ value: g.key, label: tr(g.label) }))}
                data-testid="activity-grain"
              />{' '}
              <AggregateExportButton
                entity="bill"
                body={activeBody}
                title={text('活跃会员', 'Active members')}
                columns={[
                  { key: `startTime:${grain}`, title: text('时间', 'Period') },
                  { key: ACTIVE, title: text('活跃会员数', 'Active members'), format: 'integer' },
                ]}
                testId="export-activity"
              />
            </>
          }
        >
          <AggregateChart
            testId="chart-active-members"
            entity="bill"
            dimensions={activeBody.dimensions}
            measure={ACTIVE}
            filters={filters}
            kind={grain === 'day' ? 'line' : 'column'}
            measureTitle={text('活跃会员数', 'Active members')}
          />
        </Panel>
      </Col>
      <Col xs={24} xl={10}>
        <Panel testId="panel-charge-frequency" title={text('充电频次分布（次/会员）', 'Charges per member')}>
          <ChartView
            testId="chart-charge-frequency"
            spec={frequency}
            loading={retention.loading && !retention.answer}
            error={retention.error}
            onRetry={retention.reload}
          />
        </Panel>
      </Col>
      <Col xs={24} xl={14}>
        <ChargingTimeHeatmap days={days} />
      </Col>
    </Row>
  );
}
