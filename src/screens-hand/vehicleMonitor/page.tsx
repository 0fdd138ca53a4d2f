import { Input, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { apiTable } from '../../api/http';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';
import { CHARGE_DETAIL_URL, useChargingBills, type ChargingBill } from '../../monitors/charging-bills';
import { MonitorToolbar, fixed, kw, useStations } from '../../monitors/monitor-parts';
import { readingKey, useLiveNetwork } from '../../monitors/use-live-network';

const TEXT = {
  plate: { 'zh-CN': '车牌号', 'en-US': 'Plate' },
  vin: { 'zh-CN': 'VIN', 'en-US': 'VIN' },
  member: { 'zh-CN': '会员', 'en-US': 'Member' },
  station: { 'zh-CN': '场站', 'en-US': 'Station' },
  soc: { 'zh-CN': 'SOC(%)', 'en-US': 'SOC (%)' },
  power: { 'zh-CN': '功率(kW)', 'en-US': 'Power (kW)' },
  state: { 'zh-CN': '充电状态', 'en-US': 'Charging status' },
  charging: { 'zh-CN': '充电中', 'en-US': 'Charging' },
  idle: { 'zh-CN': '未充电', 'en-US': 'Not charging' },
  lastSeen: { 'zh-CN': '最近出现', 'en-US': 'Last seen' },
  session: { 'zh-CN': '充电详情', 'en-US': 'Session' },
  search: { 'zh-CN': '车牌号/VIN', 'en-US': 'Plate or VIN' },
} as const satisfies Record<string, LocalizedText>;

/** Vehicles seen in the latest bills (the server's page limit). */
const RECENT_BILLS = 500;

interface VehicleLine {
  key: string;
  bill: ChargingBill & { endTime?: string | null };
  charging: boolean;
}

/**
 * Vehicle monitor (/safe/monitorManage/vehicleMonitor): the vehicles (by plate or VIN) of the
 * latest sessions, those charging now first with their live state of charge and power, the others
 * with when they were last seen; sessions that start or end move them at once.
 */
export default function VehicleMonitorPage() {
  const { tr } = useI18n();
  const stations = useStations();
  const [stationId, setStationId] = useState<number>();
  const [search, setSearch] = useState('');
  const { bills: charging, reload } = useChargingBills({ stationId });
  const network = useLiveNetwork({ stationId });
  const [recent, setRecent] = useState<(ChargingBill & { endTime?: string | null })[]>();

  useEffect(() => {
    let current = true;
    apiTable<ChargingBill & { endTime?: string | null }>('/api/bill/bill/page', {
      pageNo: 1,
      pageSize: RECENT_BILLS,
      filters: stationId ? { stationId } : {},
    }).then(
      (page) => current && setRecent(page.data),
      () => current && setRecent([]),
    );
    return () => {
      current = false;
    };
  }, [stationId, charging]);

  const gunOf = useMemo(() => new Map((network.guns ?? []).map((gun) => [gun.id, gun])), [network.guns]);
  const lines = useMemo<VehicleLine[] | undefined>(() => {
    if (!charging || !recent) return undefined;
    const seen = new Map<string, VehicleLine>();
    const identity = (bill: ChargingBill) => bill.vin || bill.plateNo || '';
    for (const bill of charging)
      if (identity(bill)) seen.set(identity(bill), { key: identity(bill), bill, charging: true });
    for (const bill of recent)
      if (identity(bill) && !seen.has(identity(bill)))
        seen.set(identity(bill), { key: identity(bill), bill, charging: false });
    const needle = search.trim().toLowerCase();
    return [...seen.values()].filter(
      (line) => !needle || `${line.bill.plateNo ?? ''} ${line.bill.vin ?? ''}`.toLowerCase().includes(needle),
    );
  }, [charging, recent, search]);

  const readingOf = (line: VehicleLine) => {
    const gun = line.charging && line.bill.gunId !== null ? gunOf.get(line.bill.gunId) : undefined;
    return gun ? network.readings[readingKey(gun.pileId, gun.gunIndex)] : undefined;
  };

  const columns: ColumnsType<VehicleLine> = [
    { title: tr(TEXT.plate), key: 'plate', width: 110, render: (_, line) => line.bill.plateNo ?? '-' },
    { title: tr(TEXT.vin), key: 'vin', width: 180, render: (_, line) => line.bill.vin ?? '-' },
    { title: tr(TEXT.member), key: 'member', width: 120, render: (_, line) => line.bill.$labels?.memberId ?? '-' },
    { title: tr(TEXT.station), key: 'station', width: 160, render: (_, line) => line.bill.$labels?.stationId ?? '-' },
    {
      title: tr(TEXT.state),
      key: 'state',
      width: 100,
      render: (_, line) =>
        line.charging ? <Tag color="processing">{tr(TEXT.charging)}</Tag> : <Tag>{tr(TEXT.idle)}</Tag>,
    },
    { title: tr(TEXT.soc), key: 'soc', width: 80, render: (_, line) => fixed(readingOf(line)?.soc, 0) },
    { title: tr(TEXT.power), key: 'power', width: 90, render: (_, line) => kw(readingOf(line)?.powerW) },
    {
      title: tr(TEXT.lastSeen),
      key: 'seen',
      width: 170,
      render: (_, line) => {
        const reading = readingOf(line);
        const at = reading ? reading.at : Date.parse(line.bill.endTime ?? line.bill.startTime ?? '');
        return Number.isFinite(at) ? new Date(at).toLocaleString() : '-';
      },
    },
    {
      title: tr(TEXT.session),
      key: 'session',
      width: 100,
      render: (_, line) => <Link to={`${CHARGE_DETAIL_URL}?id=${line.bill.id}`}>{tr(TEXT.session)}</Link>,
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <MonitorToolbar
        stations={stations}
        stationId={stationId}
        onStation={setStationId}
        onReload={() => {
          reload();
          network.reload();
        }}
      >
        <Input.Search allowClear placeholder={tr(TEXT.search)} style={{ width: 220 }} onSearch={setSearch} />
      </MonitorToolbar>
      <Table<VehicleLine>
        rowKey="key"
        size="small"
        loading={!lines}
        dataSource={lines ?? []}
        columns={columns}
        scroll={{ x: 1100 }}
        pagination={{ pageSize: 20, showSizeChanger: true }}
        data-testid="vehicle-monitor-table"
      />
    </Space>
  );
}
