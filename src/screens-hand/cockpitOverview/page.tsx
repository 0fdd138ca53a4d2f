import { Col, Row, Space } from 'antd';
import { useMemo } from 'react';
import { CockpitHeader, KpiRow, Panel, summaryOf, text } from '../../cockpit/cockpit-parts';
import { FigureChart } from '../../cockpit/figure-chart';
import { figureSetStatus } from '../../cockpit/figure-set';
import { OVERVIEW_TREND_DAYS, overviewFigures } from '../../cockpit/overview-figures';
import { pileOnlineRate } from '../../cockpit/pile-online-rate';
import { StationDistribution } from '../../cockpit/station-distribution';
import { useFigure } from '../../cockpit/use-figure';
import { useLiveReload } from '../../live/use-live-reload';

/**
 * Cockpit overview (/cockpit/overview): the operation at a glance — stations, piles and guns
 * with their state now, today's energy, revenue and sessions, the members, where the stations
 * are, and the last month's trend. Every figure is an aggregate of the rows the user's lists
 * show, asked again every 15 seconds.
 */
export default function CockpitOverviewPage() {
  const figures = useMemo(() => overviewFigures(), []);
  const stations = useFigure(figures.stations);
  const piles = useFigure(figures.piles);
  const guns = useFigure(figures.guns);
  const gunsByStatus = useFigure(figures.gunsByStatus);
  const today = useFigure(figures.today);
  const members = useFigure(figures.members);
  const byCity = useFigure(figures.stationsByCity);
  const trend = useFigure(figures.trend);
  // Gun and pile states change between refreshes: the live stream asks for them at once.
  useLiveReload(['gun', 'pile'], () => [piles, guns, gunsByStatus].forEach((state) => state.reload()));
  const all = [stations, piles, guns, gunsByStatus, today, members, byCity, trend];
  const pileCount = summaryOf(piles, 'count');
  const gunCount = summaryOf(guns, 'count');
  const charging = summaryOf(guns, 'count|status=3');

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="cockpit-overview">
      <CockpitHeader
        testId="cockpit-overview-header"
        purpose={text(
          '运营总览：网络规模与状态、今日充电和趋势',
          'The operation at a glance: network, today and trend',
        )}
        {...figureSetStatus(all)}
      />
      <KpiRow
        items={[
          {
            key: 'stations',
            title: text('场站数', 'Stations'),
            value: summaryOf(stations, 'count'),
            error: !!stations.error,
          },
          { key: 'piles', title: text('电桩数', 'Piles'), value: pileCount, error: !!piles.error },
          pileOnlineRate(piles),
          { key: 'guns', title: text('充电枪数', 'Guns'), value: gunCount, error: !!guns.error },
          { key: 'guns-charging', title: text('充电中', 'Guns charging'), value: charging, error: !!guns.error },
          {
            key: 'members',
            title: text('会员数', 'Members'),
            value: summaryOf(members, 'count'),
            error: !!members.error,
          },
        ]}
      />
      <KpiRow
        items={[
          {
            key: 'today-kwh',
            title: text('今日充电量', 'Energy today'),
            value: summaryOf(today, 'sum:kwh'),
            error: !!today.error,
            precision: 1,
            suffix: 'kWh',
          },
          {
            key: 'today-amount',
            title: text('今日收入', 'Revenue today'),
            value: summaryOf(today, 'sum:totalAmount'),
            error: !!today.error,
            money: true,
          },
          {
            key: 'today-bills',
            title: text('今日订单', 'Sessions today'),
            value: summaryOf(today, 'count'),
            error: !!today.error,
          },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={14}>
          <Panel testId="panel-station-map" title={text('场站分布', 'Where the stations are')}>
            <StationDistribution height={300} />
          </Panel>
        </Col>
        <Col xs={24} xl={10}>
          <Panel testId="panel-gun-status" title={text('充电枪状态', 'Guns by status')}>
            <FigureChart
              testId="overview-gun-status"
              figure={figures.gunsByStatus}
              state={gunsByStatus}
              kind="pie"
              x="status"
              y="count"
            />
          </Panel>
        </Col>
        <Col xs={24} xl={14}>
          <Panel
            testId="panel-trend"
            title={text(`近${OVERVIEW_TREND_DAYS}日充电量(kWh)`, `Energy (kWh), last ${OVERVIEW_TREND_DAYS} days`)}
          >
            <FigureChart
              testId="overview-trend"
              figure={figures.trend}
              state={trend}
              kind="area"
              x="startTime:day"
              y="sum:kwh"
            />
          </Panel>
        </Col>
        <Col xs={24} xl={10}>
          <Panel testId="panel-stations-by-city" title={text('各城市场站数', 'Stations per city')}>
            <FigureChart
              testId="overview-stations-by-city"
              figure={figures.stationsByCity}
              state={byCity}
              kind="bar"
              x="city"
              y="count"
              top={12}
            />
          </Panel>
        </Col>
      </Row>
    </Space>
  );
}
