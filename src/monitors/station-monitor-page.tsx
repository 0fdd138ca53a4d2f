import { Card, Col, Progress, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '../i18n/use-i18n';
import type { LocalizedText } from '../meta/model';
import { MonitorToolbar, kw, useStations } from './monitor-parts';
import { ALARM_LEVEL_ITEMS, GUN_STATUS_ITEMS } from './network-rows';
import { summariseStations, useStationToday, type StationSummary } from './station-summary';
import { useLiveNetwork } from './use-live-network';

const TEXT = {
  station: { 'zh-CN': '场站', 'en-US': 'Station' },
  city: { 'zh-CN': '城市', 'en-US': 'City' },
  guns: { 'zh-CN': '枪状态', 'en-US': 'Guns by status' },
  power: { 'zh-CN': '实时功率(kW)', 'en-US': 'Power now (kW)' },
  kwh: { 'zh-CN': '今日电量(度)', 'en-US': 'Today kWh' },
  amount: { 'zh-CN': '今日金额(元)', 'en-US': 'Today amount (yuan)' },
  online: { 'zh-CN': '在线桩', 'en-US': 'Online piles' },
  onlineRate: { 'zh-CN': '在线率', 'en-US': 'Online rate' },
  alarms: { 'zh-CN': '未处理告警', 'en-US': 'Open alarms' },
  byLevel: { 'zh-CN': '告警等级分布', 'en-US': 'Alarms by level' },
  detail: { 'zh-CN': '监控详情', 'en-US': 'Live detail' },
  action: { 'zh-CN': '操作', 'en-US': 'Actions' },
  stations: { 'zh-CN': '场站数', 'en-US': 'Stations' },
  charging: { 'zh-CN': '充电中枪数', 'en-US': 'Guns charging' },
} as const satisfies Record<string, LocalizedText>;

export const STATION_DETAIL_URL = '/business/stationManage/StationMonitorDetail';

/**
 * The station monitor: each station's guns per status, power drawn now, today's energy and
 * takings, piles on line and open alarms, kept current by the live stream. The safety variant
 * (/safe/monitorManage/stationMonitor) adds the online rate and the open alarms per level.
 */
export function StationMonitorPage({ safety = false }: { safety?: boolean }) {
  const { tr } = useI18n();
  const stations = useStations();
  const [stationId, setStationId] = useState<number>();
  const network = useLiveNetwork({ stationId });
  const [refresh, setRefresh] = useState(0);
  const today = useStationToday(refresh);
  const rows = useMemo(() => {
    if (!stations || !network.piles || !network.guns || !network.alarms) return undefined;
    const shown = stationId ? stations.filter((station) => station.id === stationId) : stations;
    return summariseStations(shown, network.piles, network.guns, network.alarms, network.readings);
  }, [stations, stationId, network.piles, network.guns, network.alarms, network.readings]);

  const columns: ColumnsType<StationSummary> = [
    {
      title: tr(TEXT.station),
      dataIndex: 'name',
      fixed: 'left',
      width: 200,
      render: (name: string, row) => <Link to={`${STATION_DETAIL_URL}?id=${row.id}`}>{name}</Link>,
    },
    { title: tr(TEXT.city), dataIndex: 'city', width: 100 },
    {
      title: tr(TEXT.guns),
      key: 'guns',
      width: 320,
      render: (_, row) => (
        <Space size={2} wrap data-testid={`station-guns-${row.id}`}>
          {GUN_STATUS_ITEMS.filter((item) => row.gunsByStatus[item.value]).map((item) => (
            <Tag key={item.value} color={item.color}>
              {tr(item.label)} {row.gunsByStatus[item.value]}
            </Tag>
          ))}
          {row.guns === 0 ? '-' : null}
        </Space>
      ),
    },
    { title: tr(TEXT.power), key: 'power', width: 110, render: (_, row) => kw(row.powerW) },
    { title: tr(TEXT.kwh), key: 'kwh', width: 110, render: (_, row) => (today[row.id]?.kwh ?? 0).toFixed(1) },
    {
      title: tr(TEXT.amount),
      key: 'amount',
      width: 120,
      render: (_, row) => ((today[row.id]?.amount ?? 0) / 100).toFixed(2),
    },
    { title: tr(TEXT.online), key: 'online', width: 90, render: (_, row) => `${row.onlinePiles}/${row.piles}` },
    ...(safety
      ? [
          {
            title: tr(TEXT.onlineRate),
            key: 'onlineRate',
            width: 130,
            render: (_: unknown, row: StationSummary) =>
              row.onlineRate === null ? '-' : <Progress percent={row.onlineRate} size="small" />,
          },
          {
            title: tr(TEXT.byLevel),
            key: 'levels',
            width: 200,
            render: (_: unknown, row: StationSummary) => (
              <Space size={2} wrap>
                {ALARM_LEVEL_ITEMS.filter((item) => row.alarmsByLevel[item.value]).map((item) => (
                  <Tag key={item.value} color={item.color ?? 'red'}>
                    {tr(item.label)} {row.alarmsByLevel[item.value]}
                  </Tag>
                ))}
              </Space>
            ),
          },
        ]
      : []),
    {
      title: tr(TEXT.alarms),
      dataIndex: 'openAlarms',
      width: 100,
      render: (count: number) => (count ? <Typography.Text type="danger">{count}</Typography.Text> : 0),
    },
    {
      title: tr(TEXT.action),
      key: 'action',
      fixed: 'right',
      width: 100,
      render: (_, row) => <Link to={`${STATION_DETAIL_URL}?id=${row.id}`}>{tr(TEXT.detail)}</Link>,
    },
  ];

  const totals = (rows ?? []).reduce(
    (sum, row) => ({
      charging: sum.charging + row.chargingGuns,
      power: sum.power + row.powerW,
      alarms: sum.alarms + row.openAlarms,
    }),
    { charging: 0, power: 0, alarms: 0 },
  );

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <MonitorToolbar
        stations={stations}
        stationId={stationId}
        onStation={setStationId}
        onReload={() => {
          network.reload();
          setRefresh((value) => value + 1);
        }}
      />
      <Row gutter={[12, 12]}>
        {[
          [TEXT.stations, rows?.length ?? 0],
          [TEXT.charging, totals.charging],
          [TEXT.power, kw(totals.power)],
          [TEXT.alarms, totals.alarms],
        ].map(([title, value]) => (
          <Col xs={12} md={6} key={tr(title as LocalizedText)}>
            <Card size="small">
              <Statistic title={tr(title as LocalizedText)} value={value as number | string} />
            </Card>
          </Col>
        ))}
      </Row>
      <Table<StationSummary>
        rowKey="id"
        size="small"
        loading={!rows}
        dataSource={rows ?? []}
        columns={columns}
        scroll={{ x: 1200 }}
        pagination={{ pageSize: 20, showSizeChanger: true }}
        data-testid="station-monitor-table"
      />
    </Space>
  );
}
