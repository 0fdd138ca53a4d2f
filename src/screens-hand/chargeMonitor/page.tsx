import { Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';
import { sessionKwh, useRemainingEstimate } from '../../monitors/charge-estimate';
import { CHARGE_DETAIL_URL, useChargingBills, type ChargingBill } from '../../monitors/charging-bills';
import { CommandResultTag, GunCommandButtons, useGunCommands } from '../../monitors/gun-commands';
import { MonitorToolbar, clock, fixed, kw, useNow, useStations } from '../../monitors/monitor-parts';
import { gunLetter, type GunRow } from '../../monitors/network-rows';
import { readingKey, useLiveNetwork } from '../../monitors/use-live-network';

const TEXT = {
  billNo: { 'zh-CN': '订单号', 'en-US': 'Bill number' },
  member: { 'zh-CN': '会员', 'en-US': 'Member' },
  plate: { 'zh-CN': '车牌号', 'en-US': 'Plate' },
  station: { 'zh-CN': '场站', 'en-US': 'Station' },
  gun: { 'zh-CN': '充电枪', 'en-US': 'Gun' },
  start: { 'zh-CN': '开始时间', 'en-US': 'Started at' },
  elapsed: { 'zh-CN': '已充时长', 'en-US': 'Elapsed' },
  kwh: { 'zh-CN': '电量(度)', 'en-US': 'kWh' },
  soc: { 'zh-CN': 'SOC(%)', 'en-US': 'SOC (%)' },
  power: { 'zh-CN': '功率(kW)', 'en-US': 'Power (kW)' },
  amount: { 'zh-CN': '金额(元)', 'en-US': 'Amount (yuan)' },
  remaining: { 'zh-CN': '预计剩余', 'en-US': 'Remaining' },
  command: { 'zh-CN': '最近指令', 'en-US': 'Last command' },
  action: { 'zh-CN': '操作', 'en-US': 'Actions' },
  detail: { 'zh-CN': '详情', 'en-US': 'Detail' },
  selected: { 'zh-CN': '已选订单', 'en-US': 'Sessions selected' },
} as const satisfies Record<string, LocalizedText>;

/**
 * Charge monitor (/safe/monitorManage/chargeMonitor): every session charging now with its live
 * energy, state of charge, power, elapsed and estimated remaining time (ticking each second), and
 * a remote stop for one session or for all selected.
 */
export default function ChargeMonitorPage() {
  const { tr } = useI18n();
  const stations = useStations();
  const [stationId, setStationId] = useState<number>();
  const [selected, setSelected] = useState<number[]>([]);
  const { bills, reload } = useChargingBills({ stationId });
  const network = useLiveNetwork({ stationId });
  const pileIds = useMemo(() => network.piles?.map((pile) => pile.id), [network.piles]);
  const commands = useGunCommands(pileIds);
  const now = useNow();
  const remaining = useRemainingEstimate();
  const gunOf = useMemo(() => new Map((network.guns ?? []).map((gun) => [gun.id, gun])), [network.guns]);
  const readingOf = (bill: ChargingBill) => {
    const gun = bill.gunId === null ? undefined : gunOf.get(bill.gunId);
    return gun ? network.readings[readingKey(gun.pileId, gun.gunIndex)] : undefined;
  };
  const gunsOf = (rows: ChargingBill[]) =>
    rows.map((bill) => (bill.gunId === null ? undefined : gunOf.get(bill.gunId))).filter((gun): gun is GunRow => !!gun);

  const columns: ColumnsType<ChargingBill> = [
    {
      title: tr(TEXT.billNo),
      dataIndex: 'billNo',
      fixed: 'left',
      width: 190,
      render: (billNo: string, bill) => <Link to={`${CHARGE_DETAIL_URL}?id=${bill.id}`}>{billNo}</Link>,
    },
    { title: tr(TEXT.member), key: 'member', width: 110, render: (_, bill) => bill.$labels?.memberId ?? '-' },
    { title: tr(TEXT.plate), dataIndex: 'plateNo', width: 100 },
    { title: tr(TEXT.station), key: 'station', width: 150, render: (_, bill) => bill.$labels?.stationId ?? '-' },
    {
      title: tr(TEXT.gun),
      key: 'gun',
      width: 150,
      render: (_, bill) => {
        const gun = bill.gunId === null ? undefined : gunOf.get(bill.gunId);
        return gun ? `${gun.$labels?.pileId ?? gun.pileId} · ${gunLetter(gun.gunIndex)}` : (bill.$labels?.gunId ?? '-');
      },
    },
    {
      title: tr(TEXT.start),
      dataIndex: 'startTime',
      width: 170,
      render: (value: string | null) => (value ? new Date(value).toLocaleString() : '-'),
    },
    {
      title: tr(TEXT.elapsed),
      key: 'elapsed',
      width: 100,
      render: (_, bill) => (
        <span data-testid={`elapsed-${bill.id}`}>{bill.startTime ? clock(now - Date.parse(bill.startTime)) : '-'}</span>
      ),
    },
    {
      title: tr(TEXT.kwh),
      key: 'kwh',
      width: 90,
      render: (_, bill) => fixed(sessionKwh(readingOf(bill), bill.meterStart, bill.kwh), 2),
    },
    { title: tr(TEXT.soc), key: 'soc', width: 80, render: (_, bill) => fixed(readingOf(bill)?.soc, 0) },
    { title: tr(TEXT.power), key: 'power', width: 90, render: (_, bill) => kw(readingOf(bill)?.powerW) },
    {
      title: tr(TEXT.amount),
      key: 'amount',
      width: 100,
      render: (_, bill) => ((bill.totalAmount ?? 0) / 100).toFixed(2),
    },
    {
      title: tr(TEXT.remaining),
      key: 'remaining',
      width: 100,
      render: (_, bill) => {
        const left = remaining(bill.id, readingOf(bill), now);
        return left === undefined ? '-' : clock(left);
      },
    },
    {
      title: tr(TEXT.command),
      key: 'command',
      width: 180,
      render: (_, bill) => (bill.gunId === null ? '-' : <CommandResultTag command={commands.latest[bill.gunId]} />),
    },
    {
      title: tr(TEXT.action),
      key: 'action',
      fixed: 'right',
      width: 150,
      render: (_, bill) => (
        <Space size={0}>
          <Link to={`${CHARGE_DETAIL_URL}?id=${bill.id}`}>{tr(TEXT.detail)}</Link>
          <GunCommandButtons guns={gunsOf([bill])} only={['remoteStop']} send={commands.send} busy={commands.busy} />
        </Space>
      ),
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
        <Typography.Text>
          {tr(TEXT.selected)}: {selected.length}
        </Typography.Text>
        <GunCommandButtons
          size="middle"
          only={['remoteStop']}
          guns={gunsOf((bills ?? []).filter((bill) => selected.includes(bill.id)))}
          busy={commands.busy}
          send={async (action, guns) => {
            const sent = await commands.send(action, guns);
            if (sent) setSelected([]);
            return sent;
          }}
        />
      </MonitorToolbar>
      <Table<ChargingBill>
        rowKey="id"
        size="small"
        loading={!bills}
        dataSource={bills ?? []}
        columns={columns}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        scroll={{ x: 1800 }}
        pagination={{ pageSize: 20, showSizeChanger: true }}
        data-testid="charge-monitor-table"
      />
    </Space>
  );
}
