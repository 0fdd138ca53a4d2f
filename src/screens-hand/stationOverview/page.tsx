import { Card, Col, Progress, Row, Space, Statistic, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ChartView } from '../../charts/chart-view';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';
import { MonitorToolbar, kw, useStations } from '../../monitors/monitor-parts';
import { ALARM_LEVEL_ITEMS, GUN_STATUS_ITEMS } from '../../monitors/network-rows';
import { STATION_DETAIL_URL } from '../../monitors/station-monitor-page';
import { summariseStations, type StationSummary } from '../../monitors/station-summary';
import { useLiveNetwork } from '../../monitors/use-live-network';

const TEXT = {
  stations: { 'zh-CN': '场站数', 'en-US': 'Stations' },
  alarmStations: { 'zh-CN': '有告警场站', 'en-US': 'Stations with alarms' },
  onlineRate: { 'zh-CN': '桩在线率', 'en-US': 'Pile online rate' },
  charging: { 'zh-CN': '充电中枪数', 'en-US': 'Guns charging' },
  power: { 'zh-CN': '实时功率(kW)', 'en-US': 'Power now (kW)' },
  alarmsChart: { 'zh-CN': '各场站未处理告警（按等级）', 'en-US': 'Open alarms per station by level' },
  gunsChart: { 'zh-CN': '枪状态分布', 'en-US': 'Guns by status' },
  station: { 'zh-CN': '场站', 'en-US': 'Station' },
  alarms: { 'zh-CN': '未处理告警', 'en-US': 'Open alarms' },
  piles: { 'zh-CN': '在线桩/总桩', 'en-US': 'Online / piles' },
  count: { 'zh-CN': '数量', 'en-US': 'Count' },
} as const satisfies Record<string, LocalizedText>;

/** Stations charted in the alarm chart: the ones with the most open alarms. */
const CHARTED = 15;

/**
 * Station overview (/safe/monitorManage/stationOverview): the safety picture of every station —
 * open alarms per level, piles on line, guns charging — with charts, kept current by the live
 * stream (an alarm that opens or clears, a pile that drops, a gun that starts charging).
 */
export default function StationOverviewPage() {
  const { tr } = useI18n();
  const stations = useStations();
  const network = useLiveNetwork();
  const rows = useMemo(
    () =>
      stations && network.piles && network.guns && network.alarms
        ? summariseStations(stations, network.piles, network.guns, network.alarms, network.readings).sort(
            (a, b) => b.openAlarms - a.openAlarms || a.name.localeCompare(b.name),
          )
        : undefined,
    [stations, network.piles, network.guns, network.alarms, network.readings],
  );
  const all = rows ?? [];
  const piles = all.reduce((sum, row) => sum + row.piles, 0);
  const online = all.reduce((sum, row) => sum + row.onlinePiles, 0);
  const levelLabel = new Map(ALARM_LEVEL_ITEMS.map((item) => [item.value, tr(item.label)]));

  const alarmData = all
    .filter((row) => row.openAlarms > 0)
    .slice(0, CHARTED)
    .flatMap((row) =>
      Object.entries(row.alarmsByLevel).map(([level, count]) => ({
        station: row.name,
        level: levelLabel.get(Number(level)) ?? level,
        count,
      })),
    );
  const gunData = GUN_STATUS_ITEMS.map((item) => ({
    status: tr(item.label),
    count: all.reduce((sum, row) => sum + (row.gunsByStatus[item.value] ?? 0), 0),
  })).filter((datum) => datum.count > 0);

  const columns: ColumnsType<StationSummary> = [
    {
      title: tr(TEXT.station),
      dataIndex: 'name',
      render: (name: string, row) => <Link to={`${STATION_DETAIL_URL}?id=${row.id}`}>{name}</Link>,
    },
    {
      title: tr(TEXT.alarms),
      key: 'levels',
      render: (_, row) => (
        <Space size={2} wrap data-testid={`overview-alarms-${row.id}`}>
          {ALARM_LEVEL_ITEMS.filter((item) => row.alarmsByLevel[item.value]).map((item) => (
            <Tag key={item.value} color={item.color}>
              {tr(item.label)} {row.alarmsByLevel[item.value]}
            </Tag>
          ))}
          {row.openAlarms === 0 ? '0' : null}
        </Space>
      ),
    },
    { title: tr(TEXT.piles), key: 'piles', render: (_, row) => `${row.onlinePiles}/${row.piles}` },
    {
      title: tr(TEXT.onlineRate),
      key: 'rate',
      width: 160,
      render: (_, row) => (row.onlineRate === null ? '-' : <Progress percent={row.onlineRate} size="small" />),
    },
    { title: tr(TEXT.charging), dataIndex: 'chargingGuns' },
    { title: tr(TEXT.power), key: 'power', render: (_, row) => kw(row.powerW) },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <MonitorToolbar onReload={network.reload} />
      <Row gutter={[12, 12]}>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={tr(TEXT.stations)} value={all.length} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic
              title={tr(TEXT.alarmStations)}
              value={all.filter((row) => row.openAlarms > 0).length}
              valueStyle={{ color: '#cf1322' }}
            />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic
              title={tr(TEXT.onlineRate)}
              value={piles ? Math.round((online / piles) * 1000) / 10 : 0}
              suffix="%"
            />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={tr(TEXT.charging)} value={all.reduce((sum, row) => sum + row.chargingGuns, 0)} />
          </Card>
        </Col>
      </Row>
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={14}>
          <Card size="small" title={tr(TEXT.alarmsChart)}>
            <ChartView
              testId="overview-alarm-chart"
              loading={!rows}
              height={280}
              spec={{ kind: 'stackedColumn', data: alarmData, x: 'station', y: 'count', series: 'level' }}
            />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title={tr(TEXT.gunsChart)}>
            <ChartView
              testId="overview-gun-chart"
              loading={!rows}
              height={280}
              spec={{ kind: 'pie', data: gunData, x: 'status', y: 'count' }}
            />
          </Card>
        </Col>
      </Row>
      <Table<StationSummary>
        rowKey="id"
        size="small"
        loading={!rows}
        dataSource={all}
        columns={columns}
        pagination={{ pageSize: 20 }}
        data-testid="station-overview-table"
      />
    </Space>
  );
}
