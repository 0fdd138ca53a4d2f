import { Input, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '../i18n/use-i18n';
import type { LocalizedText } from '../meta/model';
import { CommandResultTag, GunCommandButtons, useGunCommands } from './gun-commands';
import { DictTag, MonitorToolbar, fixed, kw, useStations } from './monitor-parts';
import { useGunsByPile } from './pile-gun-tags';
import {
  AVAILABILITY,
  GUN_STATUS,
  ONLINE_STATUS,
  SERVICE_STATUS,
  gunLetter,
  type GunRow,
  type PileRow,
} from './network-rows';
import { readingKey, useLiveNetwork, type GunReading } from './use-live-network';

const TEXT = {
  pile: { 'zh-CN': '充电桩', 'en-US': 'Pile' },
  code: { 'zh-CN': '桩编码', 'en-US': 'Pile code' },
  station: { 'zh-CN': '场站', 'en-US': 'Station' },
  status: { 'zh-CN': '服务状态', 'en-US': 'Service status' },
  online: { 'zh-CN': '在线状态', 'en-US': 'Online' },
  power: { 'zh-CN': '功率(kW)', 'en-US': 'Power (kW)' },
  voltage: { 'zh-CN': '电压(V)', 'en-US': 'Voltage (V)' },
  current: { 'zh-CN': '电流(A)', 'en-US': 'Current (A)' },
  alarms: { 'zh-CN': '未处理告警', 'en-US': 'Open alarms' },
  action: { 'zh-CN': '操作', 'en-US': 'Actions' },
  detail: { 'zh-CN': '详情', 'en-US': 'Detail' },
  search: { 'zh-CN': '桩编码/名称', 'en-US': 'Pile code or name' },
  gun: { 'zh-CN': '枪', 'en-US': 'Gun' },
  gunStatus: { 'zh-CN': '枪状态', 'en-US': 'Gun status' },
  availability: { 'zh-CN': '可用性', 'en-US': 'Availability' },
  soc: { 'zh-CN': 'SOC(%)', 'en-US': 'SOC (%)' },
  lastCommand: { 'zh-CN': '最近指令', 'en-US': 'Last command' },
} as const satisfies Record<string, LocalizedText>;

export const PILE_DETAIL_URL = '/safe/monitorManage/PileMonitorDetail';

interface PileLine extends PileRow {
  guns: GunRow[];
  powerW: number;
  voltageV?: number;
  currentA?: number;
  openAlarms: number;
}

/** The readings of a pile: power summed over its guns, the highest voltage and current. */
function pileReadings(guns: GunRow[], readings: Record<string, GunReading>) {
  let powerW = 0;
  let voltageV: number | undefined;
  let currentA: number | undefined;
  for (const gun of guns) {
    const reading = readings[readingKey(gun.pileId, gun.gunIndex)];
    if (!reading) continue;
    powerW += reading.powerW ?? 0;
    if (reading.voltageV !== undefined) voltageV = Math.max(voltageV ?? 0, reading.voltageV);
    if (reading.currentA !== undefined) currentA = Math.max(currentA ?? 0, reading.currentA);
  }
  return { powerW, voltageV, currentA };
}

/**
 * The pile monitor (/safe/monitorManage/pileMonitor) and, with `withGuns`, the pile-gun monitor
 * (/safe/monitorManage/pileGunMonitor): each pile's service and online status, power, voltage,
 * current and open alarms as the piles push them, with commands to all of a pile's guns — or,
 * opened out, to each gun — and the detail page a click away.
 */
export function PileMonitorPage({ withGuns = false }: { withGuns?: boolean }) {
  const { tr } = useI18n();
  const stations = useStations();
  const [stationId, setStationId] = useState<number>();
  const [online, setOnline] = useState<number>();
  const [status, setStatus] = useState<number>();
  const [search, setSearch] = useState('');
  const network = useLiveNetwork({ stationId });
  const pileIds = useMemo(() => network.piles?.map((pile) => pile.id), [network.piles]);
  const commands = useGunCommands(pileIds);
  const gunsOf = useGunsByPile(network.guns);

  const lines = useMemo<PileLine[] | undefined>(() => {
    if (!network.piles || !network.guns || !network.alarms) return undefined;
    const needle = search.trim().toLowerCase();
    return network.piles
      .filter((pile) => online === undefined || pile.onlineStatus === online)
      .filter((pile) => status === undefined || pile.status === status)
      .filter((pile) => !needle || `${pile.code} ${pile.name}`.toLowerCase().includes(needle))
      .map((pile) => {
        const guns = gunsOf.get(pile.id) ?? [];
        return {
          ...pile,
          guns,
          ...pileReadings(guns, network.readings),
          openAlarms: network.alarms!.filter((alarm) => alarm.pileId === pile.id).length,
        };
      });
  }, [network.piles, network.guns, network.alarms, network.readings, gunsOf, online, status, search]);

  const columns: ColumnsType<PileLine> = [
    {
      title: tr(TEXT.code),
      dataIndex: 'code',
      fixed: 'left',
      width: 170,
      render: (code: string, row) => <Link to={`${PILE_DETAIL_URL}?id=${row.id}`}>{code}</Link>,
    },
    { title: tr(TEXT.pile), dataIndex: 'name', width: 160 },
    { title: tr(TEXT.station), key: 'station', width: 160, render: (_, row) => row.$labels?.stationId ?? '-' },
    {
      title: tr(TEXT.status),
      dataIndex: 'status',
      width: 100,
      render: (value: number | null) => <DictTag dict={SERVICE_STATUS} value={value} />,
    },
    {
      title: tr(TEXT.online),
      dataIndex: 'onlineStatus',
      width: 90,
      render: (value: number | null, row) => (
        <span data-testid={`pile-online-${row.id}`} data-online={value ?? ''}>
          <DictTag dict={ONLINE_STATUS} value={value} />
        </span>
      ),
    },
    { title: tr(TEXT.power), key: 'power', width: 90, render: (_, row) => kw(row.powerW) },
    { title: tr(TEXT.voltage), key: 'voltage', width: 90, render: (_, row) => fixed(row.voltageV) },
    { title: tr(TEXT.current), key: 'current', width: 90, render: (_, row) => fixed(row.currentA) },
    {
      title: tr(TEXT.alarms),
      dataIndex: 'openAlarms',
      width: 90,
      render: (count: number) => (count ? <Typography.Text type="danger">{count}</Typography.Text> : 0),
    },
    {
      title: tr(TEXT.action),
      key: 'action',
      fixed: 'right',
      width: withGuns ? 80 : 380,
      render: (_, row) => (
        <Space size={0} wrap>
          <Link to={`${PILE_DETAIL_URL}?id=${row.id}`}>{tr(TEXT.detail)}</Link>
          {withGuns ? null : <GunCommandButtons guns={row.guns} send={commands.send} busy={commands.busy} />}
        </Space>
      ),
    },
  ];

  const gunColumns: ColumnsType<GunRow> = [
    { title: tr(TEXT.gun), key: 'gun', width: 80, render: (_, gun) => gunLetter(gun.gunIndex) },
    {
      title: tr(TEXT.gunStatus),
      dataIndex: 'status',
      width: 100,
      render: (value: number | null, gun) => (
        <span data-testid={`gun-status-${gun.id}`} data-status={value ?? ''}>
          <DictTag dict={GUN_STATUS} value={value} />
        </span>
      ),
    },
    {
      title: tr(TEXT.availability),
      dataIndex: 'availability',
      width: 110,
      render: (value: number | null) => <DictTag dict={AVAILABILITY} value={value} />,
    },
    {
      title: tr(TEXT.power),
      key: 'power',
      width: 90,
      render: (_, gun) => kw(network.readings[readingKey(gun.pileId, gun.gunIndex)]?.powerW),
    },
    {
      title: tr(TEXT.soc),
      key: 'soc',
      width: 80,
      render: (_, gun) => fixed(network.readings[readingKey(gun.pileId, gun.gunIndex)]?.soc, 0),
    },
    {
      title: tr(TEXT.lastCommand),
      key: 'last',
      width: 180,
      render: (_, gun) => <CommandResultTag command={commands.latest[gun.id]} />,
    },
    {
      title: tr(TEXT.action),
      key: 'action',
      render: (_, gun) => <GunCommandButtons guns={[gun]} send={commands.send} busy={commands.busy} />,
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <MonitorToolbar stations={stations} stationId={stationId} onStation={setStationId} onReload={network.reload}>
        <Input.Search allowClear placeholder={tr(TEXT.search)} style={{ width: 200 }} onSearch={setSearch} />
        <Select
          allowClear
          style={{ width: 130 }}
          placeholder={tr(TEXT.online)}
          value={online}
          onChange={setOnline}
          options={[...ONLINE_STATUS.values()].map((item) => ({ value: item.value, label: tr(item.label) }))}
        />
        <Select
          allowClear
          style={{ width: 150 }}
          placeholder={tr(TEXT.status)}
          value={status}
          onChange={setStatus}
          options={[...SERVICE_STATUS.values()].map((item) => ({ value: item.value, label: tr(item.label) }))}
        />
      </MonitorToolbar>
      <Table<PileLine>
        rowKey="id"
        size="small"
        loading={!lines}
        dataSource={lines ?? []}
        columns={columns}
        scroll={{ x: withGuns ? 1100 : 1500 }}
        pagination={{ pageSize: 20, showSizeChanger: true }}
        expandable={
          withGuns
            ? {
                rowExpandable: (row) => row.guns.length > 0,
                expandedRowRender: (row) => (
                  <Table<GunRow>
                    rowKey="id"
                    size="small"
                    pagination={false}
                    dataSource={row.guns}
                    columns={gunColumns}
                  />
                ),
              }
            : undefined
        }
        data-testid="pile-monitor-table"
      />
    </Space>
  );
}
