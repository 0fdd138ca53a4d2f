import { Col, Row, Segmented, Space } from 'antd';
import { useMemo, useState } from 'react';
import { CockpitHeader, KpiRow, Panel, summaryOf, text } from '../../cockpit/cockpit-parts';
import { FigureChart } from '../../cockpit/figure-chart';
import { figureSetStatus } from '../../cockpit/figure-set';
import { ALL_TIME, percent } from '../../cockpit/figures';
import { pileOnlineRate } from '../../cockpit/pile-online-rate';
import { PLATFORM_RANKING, platformFigures } from '../../cockpit/platform-figures';
import { StationRankingTable } from '../../cockpit/station-ranking-table';
import { useFigure } from '../../cockpit/use-figure';
import { useLiveReload } from '../../live/use-live-reload';
import { useI18n } from '../../i18n/use-i18n';
import { presetRange } from '../../meta/filters/date-presets';
import type { DateRangePreset } from '../../meta/model/list-filter';

type Period = DateRangePreset | 'all';
const PERIODS: { value: Period; label: ReturnType<typeof text> }[] = [
  { value: 'today', label: text('今日', 'Today') },
  { value: 'week', label: text('本周', 'This week') },
  { value: 'month', label: text('本月', 'This month') },
  { value: 'quarter', label: text('本季', 'This quarter') },
  { value: 'year', label: text('本年', 'This year') },
  { value: 'all', label: text('全部', 'All') },
];

const TEXT = {
  kwh: text('充电量(kWh)', 'Energy (kWh)'),
  sessions: text('订单数', 'Sessions'),
} as const;

/**
 * Platform cockpit (/cockpit/platform): the whole platform over a period — revenue, energy and
 * sessions with their fee split, the trend, the station ranking, the split by bill business
 * type and station type — beside utilisation now (guns charging, piles on line).
 */
export default function CockpitPlatformPage() {
  const { tr } = useI18n();
  const [period, setPeriod] = useState<Period>('month');
  const figures = useMemo(
    () =>
      platformFigures(
        period === 'all' ? ALL_TIME : presetRange(period),
        period === 'year' || period === 'all' ? 'month' : 'day',
      ),
    [period],
  );
  const totals = useFigure(figures.totals);
  const trend = useFigure(figures.trend);
  const ranking = useFigure(figures.ranking);
  const businessTypes = useFigure(figures.businessTypes);
  const stationTypes = useFigure(figures.stationTypes);
  const guns = useFigure(figures.guns);
  const piles = useFigure(figures.piles);
  // Gun and pile states change between refreshes: the live stream asks for them at once.
  useLiveReload(['gun', 'pile'], () => [guns, piles].forEach((state) => state.reload()));
  const all = [totals, trend, ranking, businessTypes, stationTypes, guns, piles];
  const gunCount = summaryOf(guns, 'count');
  const charging = summaryOf(guns, 'count|status=3');
  const ratio = (part?: number, whole?: number) =>
    part === undefined || whole === undefined ? undefined : percent(part, whole);
  const bucket = figures.trend.dimensions[0];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="cockpit-platform">
      <CockpitHeader
        testId="cockpit-platform-header"
        purpose={text('全平台营收、电量与利用率', 'Platform-wide revenue, energy and utilisation')}
        {...figureSetStatus(all)}
      >
        <Segmented
          data-testid="cockpit-period"
          value={period}
          onChange={(value) => setPeriod(value as Period)}
          options={PERIODS.map((item) => ({ value: item.value, label: tr(item.label) }))}
        />
      </CockpitHeader>
      <KpiRow
        items={[
          {
            key: 'revenue',
            title: text('营收', 'Revenue'),
            value: summaryOf(totals, 'sum:totalAmount'),
            money: true,
            error: !!totals.error,
          },
          { key: 'kwh', title: TEXT.kwh, value: summaryOf(totals, 'sum:kwh'), precision: 1, error: !!totals.error },
          { key: 'sessions', title: TEXT.sessions, value: summaryOf(totals, 'count'), error: !!totals.error },
          {
            key: 'electricity-fee',
            title: text('电费', 'Energy fees'),
            value: summaryOf(totals, 'sum:electricityFee'),
            money: true,
            error: !!totals.error,
          },
          {
            key: 'service-fee',
            title: text('服务费', 'Service fees'),
            value: summaryOf(totals, 'sum:serviceFee'),
            money: true,
            error: !!totals.error,
          },
          {
            key: 'charging-members',
            title: text('充电会员', 'Members who charged'),
            value: summaryOf(totals, 'countDistinct:memberId'),
            error: !!totals.error,
          },
        ]}
      />
      <KpiRow
        items={[
          {
            key: 'gun-utilisation',
            title: text('枪利用率（充电中/全部）', 'Gun utilisation (charging / all)'),
            value: ratio(charging, gunCount),
            precision: 1,
            suffix: '%',
            error: !!guns.error,
          },
          { key: 'guns-charging', title: text('充电中枪数', 'Guns charging'), value: charging, error: !!guns.error },
          pileOnlineRate(piles),
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={14}>
          <Panel testId="panel-revenue-trend" title={text('营收趋势', 'Revenue trend')}>
            <FigureChart
              testId="platform-trend"
              figure={figures.trend}
              state={trend}
              kind="column"
              x={bucket}
              y="sum:totalAmount"
              money
            />
          </Panel>
        </Col>
        <Col xs={24} xl={10}>
          <Panel testId="panel-business-types" title={text('按业务类型（营收）', 'By business type (revenue)')}>
            <FigureChart
              testId="platform-business-types"
              figure={figures.businessTypes}
              state={businessTypes}
              kind="pie"
              x="businessType"
              y="sum:totalAmount"
              money
            />
          </Panel>
        </Col>
        <Col xs={24} xl={14}>
          <Panel
            testId="panel-station-ranking"
            title={text(`场站营收排行 TOP${PLATFORM_RANKING}`, `Top ${PLATFORM_RANKING} stations by revenue`)}
          >
            <FigureChart
              testId="platform-ranking"
              figure={figures.ranking}
              state={ranking}
              kind="bar"
              x="stationId"
              y="sum:totalAmount"
              money
            />
            <StationRankingTable state={ranking} />
          </Panel>
        </Col>
        <Col xs={24} xl={10}>
          <Panel testId="panel-station-types" title={text('按场站类型（电量）', 'By station type (energy)')}>
            <FigureChart
              testId="platform-station-types"
              figure={figures.stationTypes}
              state={stationTypes}
              kind="pie"
              x="stationId.stationType"
              y="sum:kwh"
            />
          </Panel>
        </Col>
      </Row>
    </Space>
  );
}
