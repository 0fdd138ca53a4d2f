import { Card, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import commandStatusDictionary from '../../schemas/dictionaries/command-status.json';
import pileControlCommandDictionary from '../../schemas/dictionaries/pile-control-command.json';
import { apiTable } from '../api/http';
import { useI18n } from '../i18n/use-i18n';
import { followLiveEvents } from '../live/live-events';
import type { LocalizedText } from '../meta/model';
import { CHARGE_DETAIL_URL, type ChargingBill } from './charging-bills';
import { CommandResultTag, GunCommandButtons, type CommandRow, type GunAction } from './gun-commands';
import { DictTag, clock, fixed, kw, useNow } from './monitor-parts';
import { ALARM_LEVEL_ITEMS, AVAILABILITY, GUN_STATUS, gunLetter, type AlarmRow, type GunRow } from './network-rows';
import type { GunReading } from './use-live-network';

const TEXT = {
  level: { 'zh-CN': '等级', 'en-US': 'Level' },
  content: { 'zh-CN': '告警内容', 'en-US': 'Alarm' },
  occurred: { 'zh-CN': '发生时间', 'en-US': 'Occurred at' },
  billNo: { 'zh-CN': '订单号', 'en-US': 'Bill number' },
  member: { 'zh-CN': '会员', 'en-US': 'Member' },
  gun: { 'zh-CN': '枪', 'en-US': 'Gun' },
  elapsed: { 'zh-CN': '已充时长', 'en-US': 'Elapsed' },
  command: { 'zh-CN': '指令', 'en-US': 'Command' },
  status: { 'zh-CN': '状态', 'en-US': 'Status' },
  answer: { 'zh-CN': '桩应答', 'en-US': "Pile's answer" },
  at: { 'zh-CN': '时间', 'en-US': 'At' },
  power: { 'zh-CN': '功率', 'en-US': 'Power' },
  lastCommand: { 'zh-CN': '最近指令', 'en-US': 'Last command' },
} as const satisfies Record<string, LocalizedText>;

const LEVEL = new Map(ALARM_LEVEL_ITEMS.map((item) => [item.value, item]));
const COMMAND_STATUS = new Map(commandStatusDictionary.items.map((item) => [item.value, item]));
const COMMAND_NAME = new Map(pileControlCommandDictionary.items.map((item) => [item.value, item.label]));

/** The open alarms of a pile or station, newest first, linking to the alarm monitor. */
export function OpenAlarmsTable({ alarms }: { alarms?: AlarmRow[] }) {
  const { tr } = useI18n();
  return (
    <Table<AlarmRow>
      size="small"
      rowKey="id"
      loading={!alarms}
      dataSource={alarms ?? []}
      pagination={{ pageSize: 5 }}
      data-testid="open-alarms"
      columns={[
        {
          title: tr(TEXT.level),
          dataIndex: 'level',
          width: 90,
          render: (value: number | null) => <DictTag dict={LEVEL} value={value} />,
        },
        {
          title: tr(TEXT.content),
          dataIndex: 'content',
          render: (value: string | null) => <Link to="/safe/alarmManage/monitor">{value ?? '-'}</Link>,
        },
        {
          title: tr(TEXT.occurred),
          dataIndex: 'occurredAt',
          width: 180,
          render: (value: string | null) => (value ? new Date(value).toLocaleString() : '-'),
        },
      ]}
    />
  );
}

/** Sessions charging now, with the elapsed time ticking and a link to each one's live detail. */
export function ActiveSessionsTable({ bills, gunOf }: { bills?: ChargingBill[]; gunOf: Map<number, GunRow> }) {
  const { tr } = useI18n();
  const now = useNow();
  return (
    <Table<ChargingBill>
      size="small"
      rowKey="id"
      loading={!bills}
      dataSource={bills ?? []}
      pagination={{ pageSize: 5 }}
      data-testid="active-sessions"
      columns={[
        {
          title: tr(TEXT.billNo),
          dataIndex: 'billNo',
          render: (billNo: string, bill) => <Link to={`${CHARGE_DETAIL_URL}?id=${bill.id}`}>{billNo}</Link>,
        },
        { title: tr(TEXT.member), key: 'member', render: (_, bill) => bill.$labels?.memberId ?? '-' },
        {
          title: tr(TEXT.gun),
          key: 'gun',
          render: (_, bill) => {
            const gun = bill.gunId === null ? undefined : gunOf.get(bill.gunId);
            return gun ? `${gun.$labels?.pileId ?? ''} ${gunLetter(gun.gunIndex)}` : (bill.$labels?.gunId ?? '-');
          },
        },
        {
          title: tr(TEXT.elapsed),
          key: 'elapsed',
          render: (_, bill) => (bill.startTime ? clock(now - Date.parse(bill.startTime)) : '-'),
        },
      ]}
    />
  );
}

/** A pile's latest commands and where each stands, updated as the pile answers. */
export function CommandLog({ pileId }: { pileId: number }) {
  const { tr } = useI18n();
  const [rows, setRows] = useState<CommandRow[]>();
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    apiTable<CommandRow>('/api/config/pileCommand/page', { pageNo: 1, pageSize: 10, filters: { pileId } }).then(
      (page) => current && setRows(page.data),
      () => current && setRows([]),
    );
    return () => {
      current = false;
    };
  }, [pileId, generation]);
  useEffect(
    () =>
      followLiveEvents((event) => {
        if (event.kind === 'command' && event.pileId === pileId) setGeneration((value) => value + 1);
      }),
    [pileId],
  );
  return (
    <Table<CommandRow>
      size="small"
      rowKey="id"
      loading={!rows}
      dataSource={rows ?? []}
      pagination={false}
      data-testid="command-log"
      columns={[
        {
          title: tr(TEXT.command),
          dataIndex: 'command',
          render: (value: number) => {
            const name = COMMAND_NAME.get(value);
            return name ? tr(name) : value;
          },
        },
        {
          title: tr(TEXT.status),
          dataIndex: 'status',
          render: (value: number) => {
            const item = COMMAND_STATUS.get(value);
            return <Tag color={item?.color}>{item ? tr(item.label) : value}</Tag>;
          },
        },
        { title: tr(TEXT.answer), dataIndex: 'response', ellipsis: true },
        {
          title: tr(TEXT.at),
          dataIndex: 'createdAt',
          render: (value?: string) => (value ? new Date(value).toLocaleString() : '-'),
        },
      ]}
    />
  );
}

/** One gun as a panel: its status, availability, readings, last command and commands. */
export function GunPanel({
  gun,
  reading,
  command,
  send,
  busy,
}: {
  gun: GunRow;
  reading?: GunReading;
  command?: CommandRow;
  send: (action: GunAction, guns: GunRow[]) => Promise<boolean>;
  busy?: boolean;
}) {
  const { tr } = useI18n();
  return (
    <Card
      size="small"
      title={`${tr(TEXT.gun)} ${gunLetter(gun.gunIndex)} · ${gun.code}`}
      data-testid={`gun-panel-${gun.id}`}
      data-status={gun.status ?? ''}
    >
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <Space size={4} wrap>
          <DictTag dict={GUN_STATUS} value={gun.status} />
          <DictTag dict={AVAILABILITY} value={gun.availability} />
        </Space>
        <Typography.Text type="secondary">
          {tr(TEXT.power)} {kw(reading?.powerW)} kW · {fixed(reading?.voltageV)} V · {fixed(reading?.currentA)} A · SOC{' '}
          {fixed(reading?.soc, 0)}%
        </Typography.Text>
        <Space size={4}>
          <Typography.Text type="secondary">{tr(TEXT.lastCommand)}</Typography.Text>
          <CommandResultTag command={command} />
        </Space>
        <GunCommandButtons guns={[gun]} send={send} busy={busy} />
      </Space>
    </Card>
  );
}
