import { Col, Row, Space } from 'antd';
import { useMemo } from 'react';
import { CockpitHeader, KpiRow, Panel, summaryOf, text } from '../../cockpit/cockpit-parts';
import { FigureChart } from '../../cockpit/figure-chart';
import { figureSetStatus } from '../../cockpit/figure-set';
import { FLEET_MEMBER_TYPE, valueWith } from '../../cockpit/figures';
import { TEAM_RANKING, TEAM_TREND_DAYS, teamFigures } from '../../cockpit/team-figures';
import { useFigure } from '../../cockpit/use-figure';
import type { AggregateState } from '../../charts/use-aggregate';

const MEMBER_TYPE = 'memberId.memberType';
const fleetOnly = { dimension: MEMBER_TYPE, value: FLEET_MEMBER_TYPE };

/** A measure of the fleet members' group of a figure grouped by member type. */
const fleetValue = (state: AggregateState, measure: string) =>
  state.answer ? valueWith(state.answer.rows, MEMBER_TYPE, FLEET_MEMBER_TYPE, measure) : undefined;

/**
 * Team (fleet) cockpit (/cockpit/team): the fleets, their members and cars, fleet vehicles
 * charging now, the balances of fleet members' accounts, fleet consumption by day and the
 * rankings of fleets and drivers. Asked again every 15 seconds.
 */
export default function CockpitTeamPage() {
  const figures = useMemo(() => teamFigures(), []);
  const fleets = useFigure(figures.fleets);
  const members = useFigure(figures.members);
  const cars = useFigure(figures.cars);
  const carsByOperation = useFigure(figures.carsByOperation);
  const charging = useFigure(figures.charging);
  const balances = useFigure(figures.balances);
  const trend = useFigure(figures.trend);
  const fleetRanking = useFigure(figures.fleetRanking);
  const driverRanking = useFigure(figures.driverRanking);
  const all = [fleets, members, cars, carsByOperation, charging, balances, trend, fleetRanking, driverRanking];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="cockpit-team">
      <CockpitHeader
        testId="cockpit-team-header"
        purpose={text('车队规模、充电、余额与消费', 'Fleets: size, charging, balances and consumption')}
        {...figureSetStatus(all)}
      />
      <KpiRow
        items={[
          { key: 'fleets', title: text('车队数', 'Fleets'), value: summaryOf(fleets, 'count'), error: !!fleets.error },
          {
            key: 'fleet-members',
            title: text('车队成员', 'Fleet members'),
            value: summaryOf(members, 'count'),
            error: !!members.error,
          },
          {
            key: 'fleet-cars',
            title: text('车队车辆', 'Fleet cars'),
            value: summaryOf(cars, 'count'),
            error: !!cars.error,
          },
          {
            key: 'fleet-charging',
            title: text('充电中车辆', 'Vehicles charging'),
            value: fleetValue(charging, 'count'),
            error: !!charging.error,
          },
        ]}
      />
      <KpiRow
        items={[
          {
            key: 'fleet-balance',
            title: text('成员账户余额', 'Members’ account balance'),
            value: fleetValue(balances, 'sum:balance'),
            money: true,
            error: !!balances.error,
          },
          {
            key: 'fleet-member-credit',
            title: text('成员信用额度', 'Members’ credit limit'),
            value: fleetValue(balances, 'sum:creditLimit'),
            money: true,
            error: !!balances.error,
          },
          {
            key: 'fleet-credit',
            title: text('车队信用额度', 'Fleets’ credit limit'),
            value: summaryOf(fleets, 'sum:creditLimit'),
            money: true,
            error: !!fleets.error,
          },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={14}>
          <Panel
            testId="panel-fleet-trend"
            title={text(`近${TEAM_TREND_DAYS}日车队消费`, `Fleet consumption, last ${TEAM_TREND_DAYS} days`)}
          >
            <FigureChart
              testId="team-trend"
              figure={figures.trend}
              state={trend}
              kind="column"
              x="startTime:day"
              y="sum:totalAmount"
              where={fleetOnly}
              money
            />
          </Panel>
        </Col>
        <Col xs={24} xl={10}>
          <Panel testId="panel-fleet-cars" title={text('车队车辆运营类型', 'Fleet cars by operation')}>
            <FigureChart
              testId="team-cars"
              figure={figures.carsByOperation}
              state={carsByOperation}
              kind="pie"
              x="operationType"
              y="count"
            />
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel testId="panel-fleet-ranking" title={text('车队充电量排行（月结单）', 'Fleets by energy (statements)')}>
            <FigureChart
              testId="team-fleet-ranking"
              figure={figures.fleetRanking}
              state={fleetRanking}
              kind="bar"
              x="fleetId"
              y="sum:kwh"
            />
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel
            testId="panel-driver-ranking"
            title={text(`车队司机充电量 TOP${TEAM_RANKING}`, `Top ${TEAM_RANKING} fleet drivers by energy`)}
          >
            <FigureChart
              testId="team-driver-ranking"
              figure={figures.driverRanking}
              state={driverRanking}
              kind="bar"
              x="memberId"
              y="sum:kwh"
              where={fleetOnly}
              top={TEAM_RANKING}
            />
          </Panel>
        </Col>
      </Row>
    </Space>
  );
}
