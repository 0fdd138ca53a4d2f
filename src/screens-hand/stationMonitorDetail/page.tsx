import { Card, Col, Empty, Row, Space, Spin, Statistic, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ChartView } from '../../charts/chart-view';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';
import { useChargingBills } from '../../monitors/charging-bills';
import { ActiveSessionsTable, OpenAlarmsTable } from '../../monitors/detail-parts';
import { useStationPowerCurve } from '../../monitors/live-curves';
import { DictTag, MonitorToolbar, kw, useStations } from '../../monitors/monitor-parts';
import { ONLINE_STATUS } from '../../monitors/network-rows';
import { PileGunTags, useGunsByPile } from '../../monitors/pile-gun-tags';
import { PILE_DETAIL_URL } from '../../monitors/pile-monitor-page';
import { summariseStations, useStationToday } from '../../monitors/station-summary';
import { useLiveNetwork } from '../../monitors/use-live-network';

const TEXT = {
  none: { 'zh-CN': '请从场站监控选择一个场站', 'en-US': 'Choose a station from the station monitor' },
  back: { 'zh-CN': '返回场站监控', 'en-US': 'Back to the station monitor' },
  piles: { 'zh-CN': '在线桩/总桩', 'en-US': 'Online / piles' },
  charging: { 'zh-CN': '充电中枪数', 'en-US': 'Guns charging' },
  power: { 'zh-CN': '实时功率(kW)', 'en-US': 'Power now (kW)' },
  kwh: { 'zh-CN': '今日电量(度)', 'en-US': 'Today kWh' },
  amount: { 'zh-CN': '今日金额(元)', 'en-US': 'Today amount (yuan)' },
  alarms: { 'zh-CN': '未处理告警', 'en-US': 'Open alarms' },
  grid: { 'zh-CN': '桩枪状态', 'en-US': 'Piles and guns' },
  curve: { 'zh-CN': '场站功率曲线', 'en-US': 'Station power' },
  sessions: { 'zh-CN': '进行中的充电', 'en-US': 'Active sessions' },
  video: { 'zh-CN': '场站视频', 'en-US': 'Station video' },
} as const satisfies Record<string, LocalizedText>;

/**
 * Station monitor detail (/business/stationManage/StationMonitorDetail?id=<station>): one
 * station live — its piles with their guns coloured by status, the power it draws as a curve,
 * today's energy and takings, the sessions charging and the open alarms.
 */
export default function StationMonitorDetailPage() {
  const { tr } = useI18n();
  const [params] = useSearchParams();
  const stationId = Number(params.get('id')) || undefined;
  const stations = useStations();
  const network = useLiveNetwork({ stationId: stationId ?? -1 });
  const today = useStationToday(0);
  const power = useStationPowerCurve(stationId);
  const { bills } = useChargingBills({ stationId: stationId ?? -1 });
  const station = stations?.find((row) => row.id === stationId);
  const summary = useMemo(
    () =>
      station && network.piles && network.guns && network.alarms
        ? summariseStations([station], network.piles, network.guns, network.alarms, network.readings)[0]
        : undefined,
    [station, network.piles, network.guns, network.alarms, network.readings],
  );
  const gunsOf = useGunsByPile(network.guns);
  const gunOf = useMemo(() => new Map((network.guns ?? []).map((gun) => [gun.id, gun])), [network.guns]);

  if (!stationId) return <Empty description={tr(TEXT.none)} />;
  if (!stations) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!station) return <Empty description={tr(TEXT.none)} />;

  const figures: [LocalizedText, string | number][] = [
    [TEXT.piles, summary ? `${summary.onlinePiles}/${summary.piles}` : '-'],
    [TEXT.charging, summary?.chargingGuns ?? 0],
    [TEXT.power, kw(summary?.powerW)],
    [TEXT.kwh, (today[stationId]?.kwh ?? 0).toFixed(1)],
    [TEXT.amount, ((today[stationId]?.amount ?? 0) / 100).toFixed(2)],
    [TEXT.alarms, summary?.openAlarms ?? 0],
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <MonitorToolbar onReload={network.reload}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {station.name}
        </Typography.Title>
        <Link to="/business/stationManage/stationMonitor">{tr(TEXT.back)}</Link>
        <Link to="/safe/monitorManage/video">{tr(TEXT.video)}</Link>
      </MonitorToolbar>
      <Row gutter={[12, 12]}>
        {figures.map(([title, value]) => (
          <Col xs={12} md={4} key={tr(title)}>
            <Card size="small">
              <Statistic title={tr(title)} value={value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={tr(TEXT.grid)} loading={!network.piles}>
        <Row gutter={[8, 8]}>
          {(network.piles ?? []).map((pile) => (
            <Col xs={24} sm={12} md={8} xl={6} key={pile.id}>
              <Card size="small" data-testid={`station-pile-${pile.id}`}>
                <Space direction="vertical" size={4}>
                  <Space size={4}>
                    <Link to={`${PILE_DETAIL_URL}?id=${pile.id}`}>{pile.code}</Link>
                    <DictTag dict={ONLINE_STATUS} value={pile.onlineStatus} />
                  </Space>
                  <PileGunTags guns={gunsOf.get(pile.id)} readings={network.readings} testIdPrefix="station-gun-" />
                </Space>
              </Card>
            </Col>
          ))}
        </Row>
      </Card>
      <Card size="small" title={tr(TEXT.curve)}>
        <ChartView
          testId="station-power-curve"
          height={240}
          spec={{ kind: 'line', data: power, x: 'time', y: 'kw', series: 'series' }}
        />
      </Card>
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={tr(TEXT.sessions)}>
            <ActiveSessionsTable bills={bills} gunOf={gunOf} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={tr(TEXT.alarms)}>
            <OpenAlarmsTable alarms={network.alarms} />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
