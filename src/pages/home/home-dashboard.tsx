import { Card, Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { AggregateChart } from '../../charts/aggregate-chart';
import { AggregateStat } from '../../charts/aggregate-stat';
import { SOURCES, useReadableEntities } from '../../charts/sources';
import { presetRange } from '../../meta/filters/date-presets';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';

const text = (zh: string, en: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en });
/** Figures of today move on their own: live screens ask again every so often. */
export const LIVE_REFRESH_MS = 15_000;

const panel = {
  background: 'rgba(255,255,255,0.04)',
  borderColor: 'rgba(255,255,255,0.12)',
};

function Panel({ title, children, testId }: { title: LocalizedText; children: ReactNode; testId?: string }) {
  const { tr } = useI18n();
  return (
    <Card
      data-testid={testId}
      size="small"
      title={<span style={{ color: '#fff' }}>{tr(title)}</span>}
      style={panel}
      styles={{ header: { borderColor: panel.borderColor } }}
    >
      {children}
    </Card>
  );
}

const today = () => presetRange('today');
const lastDays = (n: number): [string, string] => {
  const now = new Date();
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (n - 1));
  const pad = (v: number) => String(v).padStart(2, '0');
  return [`${from.getFullYear()}-${pad(from.getMonth() + 1)}-${pad(from.getDate())}`, presetRange('today')[1]];
};

/**
 * The home dashboard: today's charging and the network's state on the dark home page. Every
 * figure is an aggregate of the rows the user's lists show (seller, stations, permissions);
 * a bar opens the list it sums.
 */
export function HomeDashboard() {
  const { bill, station, pile, gun } = SOURCES;
  const readable = useReadableEntities([bill.entity, station.entity, pile.entity, gun.entity]);
  if (!readable) return null;
  const bills = readable.has(bill.entity);
  const stations = readable.has(station.entity);
  const piles = readable.has(pile.entity);
  const guns = readable.has(gun.entity);
  const todayBills = { [bill.time]: today() };
  const week = { [bill.time]: lastDays(7) };
  const kpis: { key: string; node: ReactNode }[] = [
    ...(bills
      ? [
          {
            key: 'kwh',
            node: (
              <AggregateStat
                dark
                testId="kpi-today-kwh"
                entity={bill.entity}
                measure={`sum:${bill.energy}`}
                filters={todayBills}
                precision={1}
                suffix="kWh"
                refreshMs={LIVE_REFRESH_MS}
                title={text('今日充电量', 'Energy today')}
              />
            ),
          },
          {
            key: 'amount',
            node: (
              <AggregateStat
                dark
                money
                testId="kpi-today-amount"
                entity={bill.entity}
                measure={`sum:${bill.amount}`}
                filters={todayBills}
                refreshMs={LIVE_REFRESH_MS}
                title={text('今日收入', 'Revenue today')}
              />
            ),
          },
          {
            key: 'bills',
            node: (
              <AggregateStat
                dark
                testId="kpi-today-bills"
                entity={bill.entity}
                measure="count"
                filters={todayBills}
                refreshMs={LIVE_REFRESH_MS}
                title={text('今日订单', 'Bills today')}
              />
            ),
          },
        ]
      : []),
    ...(stations
      ? [
          {
            key: 'stations',
            node: (
              <AggregateStat
                dark
                testId="kpi-stations"
                entity={station.entity}
                measure="count"
                title={text('场站数', 'Stations')}
              />
            ),
          },
        ]
      : []),
    ...(piles
      ? [
          {
            key: 'piles',
            node: (
              <AggregateStat
                dark
                testId="kpi-piles"
                entity={pile.entity}
                measure="count"
                title={text('电桩数', 'Piles')}
              />
            ),
          },
          {
            key: 'online',
            node: (
              <AggregateStat
                dark
                testId="kpi-online-piles"
                entity={pile.entity}
                measure="count"
                filters={{ [pile.online]: pile.onlineValue }}
                refreshMs={LIVE_REFRESH_MS}
                title={text('在线电桩', 'Piles online')}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <div data-testid="home-dashboard">
      <Row gutter={[16, 16]}>
        {kpis.map((kpi) => (
          <Col key={kpi.key} xs={12} md={8} xl={4}>
            <Card size="small" style={panel}>
              {kpi.node}
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {bills && (
          <Col xs={24} xl={12}>
            <Panel testId="chart-week-trend" title={text('近7日充电量', 'Energy, last 7 days')}>
              <AggregateChart
                theme="dark"
                kind="area"
                entity={bill.entity}
                dimensions={[`${bill.time}:day`]}
                measure={`sum:${bill.energy}`}
                filters={week}
                refreshMs={LIVE_REFRESH_MS}
              />
            </Panel>
          </Col>
        )}
        {bills && (
          <Col xs={24} xl={12}>
            <Panel
              testId="chart-top-stations"
              title={text('近7日场站收入排行', 'Top stations by revenue, last 7 days')}
            >
              <AggregateChart
                theme="dark"
                kind="bar"
                money
                top={10}
                entity={bill.entity}
                dimensions={[bill.station]}
                measure={`sum:${bill.amount}`}
                filters={week}
              />
            </Panel>
          </Col>
        )}
        {guns && (
          <Col xs={24} xl={12}>
            <Panel testId="chart-gun-status" title={text('充电枪状态', 'Guns by status')}>
              <AggregateChart
                theme="dark"
                kind="pie"
                entity={gun.entity}
                dimensions={[gun.status]}
                measure="count"
                refreshMs={LIVE_REFRESH_MS}
              />
            </Panel>
          </Col>
        )}
        {piles && (
          <Col xs={24} xl={12}>
            <Panel testId="chart-piles-by-station" title={text('场站电桩数', 'Piles per station')}>
              <AggregateChart
                theme="dark"
                kind="column"
                top={12}
                entity={pile.entity}
                dimensions={[pile.station]}
                measure="count"
              />
            </Panel>
          </Col>
        )}
        {stations && (
          <Col xs={24} xl={12}>
            <Panel testId="chart-stations-by-type" title={text('场站类型分布', 'Stations by type')}>
              <AggregateChart
                theme="dark"
                kind="pie"
                entity={station.entity}
                dimensions={[station.type]}
                measure="count"
              />
            </Panel>
          </Col>
        )}
        {piles && (
          <Col xs={24} xl={12}>
            <Panel testId="chart-pile-online" title={text('电桩在线状态', 'Piles online and offline')}>
              <AggregateChart
                theme="dark"
                kind="pie"
                entity={pile.entity}
                dimensions={[pile.online]}
                measure="count"
                refreshMs={LIVE_REFRESH_MS}
              />
            </Panel>
          </Col>
        )}
      </Row>
    </div>
  );
}
