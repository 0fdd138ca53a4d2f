import { Col, Row } from 'antd';
import { useMemo } from 'react';
import { AggregateChart, dimensionText } from '../../charts/aggregate-chart';
import { ChartView } from '../../charts/chart-view';
import { useAggregate } from '../../charts/use-aggregate';
import { Panel } from '../../cockpit/cockpit-parts';
import { useI18n } from '../../i18n/use-i18n';
import { AggregateExportButton, lastDays, text } from '../../insight/analysis-parts';
import { useEntityMeta } from '../../insight/use-entity-meta';

const REGISTERED = text('注册会员', 'Registered');
const CHARGED = text('期内充电会员', 'Charged in the period');

/**
 * Channels: how many members each source (third-party platform, app, mini program...) brought,
 * when they registered, and how many of them charged in the period (the conversion).
 */
export function ChannelTab({ days }: { days: number }) {
  const { tr } = useI18n();
  const range = useMemo(() => lastDays(days), [days]);
  const memberMeta = useEntityMeta('member');
  const registeredBody = useMemo(() => ({ dimensions: ['source'], measures: ['count'] }), []);
  const chargedBody = useMemo(
    () => ({ filters: { startTime: range }, dimensions: ['memberId.source'], measures: ['countDistinct:memberId'] }),
    [range],
  );
  const registered = useAggregate('member', registeredBody);
  const charged = useAggregate('bill', chargedBody);
  const funnel = useMemo(() => {
    const label = (value: unknown) =>
      dimensionText(memberMeta?.entity, memberMeta?.bundle, 'source', { source: value, $labels: {} }, tr);
    const data = [
      ...(registered.answer?.rows ?? []).map((row) => ({
        x: label(row.source),
        series: tr(REGISTERED),
        y: Number(row.count ?? 0),
      })),
      ...(charged.answer?.rows ?? []).map((row) => ({
        x: label(row['memberId.source']),
        series: tr(CHARGED),
        y: Number(row['countDistinct:memberId'] ?? 0),
      })),
    ];
    return { kind: 'groupedColumn' as const, data, x: 'x', y: 'y', series: 'series' };
  }, [registered.answer, charged.answer, memberMeta, tr]);
  // Registrations are few a day: their trend looks back a year whatever the period.
  const registrationsBody = useMemo(
    () => ({
      filters: { registeredAt: lastDays(365) },
      dimensions: ['registeredAt:month', 'source'],
      measures: ['count'],
    }),
    [],
  );
  return (
    <Row gutter={[12, 12]} data-testid="user-analysis-channel">
      <Col xs={24} xl={10}>
        <Panel
          testId="panel-members-by-source"
          title={text('会员来源', 'Members by source')}
          extra={
            <AggregateExportButton
              entity="member"
              body={registeredBody}
              title={text('会员来源', 'Members by source')}
              columns={[
                { key: 'source', title: text('来源', 'Source') },
                { key: 'count', title: REGISTERED, format: 'integer' },
              ]}
              testId="export-members-by-source"
            />
          }
        >
          <AggregateChart
            testId="chart-members-by-source"
            entity="member"
            dimensions={['source']}
            measure="count"
            kind="pie"
          />
        </Panel>
      </Col>
      <Col xs={24} xl={14}>
        <Panel
          testId="panel-channel-conversion"
          title={text('渠道转化：注册与充电', 'Conversion: registered and charged')}
        >
          <ChartView
            testId="chart-channel-conversion"
            spec={funnel}
            loading={(registered.loading && !registered.answer) || (charged.loading && !charged.answer)}
            error={registered.error ?? charged.error}
            onRetry={() => [registered, charged].forEach((state) => state.reload())}
          />
        </Panel>
      </Col>
      <Col span={24}>
        <Panel
          testId="panel-registrations"
          title={text('近12个月各渠道注册', 'Registrations per month and source, last 12 months')}
        >
          <AggregateChart
            testId="chart-registrations"
            entity="member"
            dimensions={registrationsBody.dimensions}
            filters={registrationsBody.filters}
            measure="count"
            kind="stackedColumn"
          />
        </Panel>
      </Col>
    </Row>
  );
}
