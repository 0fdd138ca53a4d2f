import { Col, Row, Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { AggregateChart } from '../../charts/aggregate-chart';
import { useAggregate } from '../../charts/use-aggregate';
import { Panel } from '../../cockpit/cockpit-parts';
import { AggregateExportButton, lastDays, text } from '../../insight/analysis-parts';
import { CITY, KWH, MEMBERS } from '../../insight/region-places';
import { RegionCityTable } from './region-city-table';

// Leaflet comes only with the map, not with the analysis page's other tabs.
const RegionMap = lazy(() => import('./region-map'));

/**
 * Regions: where members charge, by the province and city of the stations of their bills in
 * the period: how many members and how much energy, charted and as a heat map of the cities.
 */
export function RegionTab({ days }: { days: number }) {
  const filters = useMemo(() => ({ startTime: lastDays(days) }), [days]);
  const byCity = useMemo(() => ({ filters, dimensions: [CITY], measures: [MEMBERS, KWH] }), [filters]);
  // One answer for the map and the table beside it: the same figures in both.
  const cities = useAggregate('bill', byCity);
  return (
    <Row gutter={[12, 12]} data-testid="user-analysis-region">
      <Col xs={24} xl={16}>
        <Panel testId="panel-region-map" title={text('充电会员与充电量分布图', 'Members and energy on the map')}>
          <Suspense fallback={<Spin />}>
            <RegionMap filters={filters} figures={cities} />
          </Suspense>
        </Panel>
      </Col>
      <Col xs={24} xl={8}>
        <Panel testId="panel-region-cities" title={text('各城市充电会员与充电量', 'Members and energy per city')}>
          <RegionCityTable figures={cities} />
        </Panel>
      </Col>
      <Col xs={24} xl={12}>
        <Panel testId="panel-members-by-province" title={text('各省充电会员数', 'Charging members per province')}>
          <AggregateChart
            testId="chart-members-by-province"
            entity="bill"
            dimensions={['stationId.province']}
            measure={MEMBERS}
            filters={filters}
            kind="bar"
            top={15}
          />
        </Panel>
      </Col>
      <Col xs={24} xl={12}>
        <Panel testId="panel-members-by-city" title={text('各城市充电会员数', 'Charging members per city')}>
          <AggregateChart
            testId="chart-members-by-city"
            entity="bill"
            dimensions={['stationId.city']}
            measure={MEMBERS}
            filters={filters}
            kind="pie"
            top={12}
          />
        </Panel>
      </Col>
      <Col span={24}>
        <Panel
          testId="panel-kwh-by-city"
          title={text('各城市充电量(kWh)', 'Energy (kWh) per city')}
          extra={
            <AggregateExportButton
              entity="bill"
              body={byCity}
              title={text('地域分析', 'Regions')}
              columns={[
                { key: 'stationId.city', title: text('城市', 'City') },
                { key: MEMBERS, title: text('充电会员数', 'Charging members'), format: 'integer' },
                { key: KWH, title: text('充电量(kWh)', 'Energy (kWh)'), format: 'number' },
              ]}
              testId="export-region"
            />
          }
        >
          <AggregateChart
            testId="chart-kwh-by-city"
            entity="bill"
            dimensions={['stationId.city']}
            measure={KWH}
            filters={filters}
            kind="column"
            top={20}
          />
        </Panel>
      </Col>
    </Row>
  );
}
