import { Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';
import { CommandResultTag, GunCommandButtons, useGunCommands } from '../../monitors/gun-commands';
import { DictTag, MonitorToolbar, useStations } from '../../monitors/monitor-parts';
import {
  AVAILABILITY,
  GUN_STATUS,
  ONLINE_STATUS,
  gunLetter,
  type GunRow,
  type PileRow,
} from '../../monitors/network-rows';
import { PILE_DETAIL_URL } from '../../monitors/pile-monitor-page';
import { useLiveNetwork } from '../../monitors/use-live-network';

const TEXT = {
  station: { 'zh-CN': '场站', 'en-US': 'Station' },
  pile: { 'zh-CN': '充电桩', 'en-US': 'Pile' },
  gun: { 'zh-CN': '枪号', 'en-US': 'Gun' },
  gunStatus: { 'zh-CN': '枪状态', 'en-US': 'Gun status' },
  online: { 'zh-CN': '在线状态', 'en-US': 'Online' },
  availability: { 'zh-CN': '可用性', 'en-US': 'Availability' },
  lastResult: { 'zh-CN': '最近指令结果', 'en-US': 'Last command result' },
  action: { 'zh-CN': '指令', 'en-US': 'Commands' },
  selected: { 'zh-CN': '已选枪数', 'en-US': 'Guns selected' },
  log: { 'zh-CN': '指令记录', 'en-US': 'Command log' },
  pileFilter: { 'zh-CN': '全部充电桩', 'en-US': 'All piles' },
} as const satisfies Record<string, LocalizedText>;

interface GunLine extends GunRow {
  pile?: PileRow;
}

/**
 * Remote control (/business/pileManage/remoteControl): every gun with its status, its pile's
 * online status and its availability; commands (disable or enable charging, reset, unlock) go to
 * one gun or to all selected, and each gun shows its latest command moving from sent to accepted,
 * rejected or timed out as the pile answers.
 */
export default function RemoteControlPage() {
  const { tr } = useI18n();
  const stations = useStations();
  const [stationId, setStationId] = useState<number>();
  const [pileId, setPileId] = useState<number>();
  const [selected, setSelected] = useState<number[]>([]);
  const network = useLiveNetwork({ stationId });
  const pileIds = useMemo(() => network.piles?.map((pile) => pile.id), [network.piles]);
  const commands = useGunCommands(pileIds);

  const lines = useMemo<GunLine[] | undefined>(() => {
    if (!network.guns || !network.piles) return undefined;
    const piles = new Map(network.piles.map((pile) => [pile.id, pile]));
    return network.guns
      .filter((gun) => !pileId || gun.pileId === pileId)
      .map((gun) => ({ ...gun, pile: piles.get(gun.pileId) }));
  }, [network.guns, network.piles, pileId]);
  const chosen = (lines ?? []).filter((gun) => selected.includes(gun.id));

  const columns: ColumnsType<GunLine> = [
    { title: tr(TEXT.station), key: 'station', width: 160, render: (_, gun) => gun.pile?.$labels?.stationId ?? '-' },
    {
      title: tr(TEXT.pile),
      key: 'pile',
      width: 180,
      render: (_, gun) => (
        <Link to={`${PILE_DETAIL_URL}?id=${gun.pileId}`}>{gun.pile?.code ?? gun.$labels?.pileId}</Link>
      ),
    },
    { title: tr(TEXT.gun), key: 'gun', width: 70, render: (_, gun) => gunLetter(gun.gunIndex) },
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
      title: tr(TEXT.online),
      key: 'online',
      width: 90,
      render: (_, gun) => <DictTag dict={ONLINE_STATUS} value={gun.pile?.onlineStatus} />,
    },
    {
      title: tr(TEXT.availability),
      dataIndex: 'availability',
      width: 110,
      render: (value: number | null) => <DictTag dict={AVAILABILITY} value={value} />,
    },
    {
      title: tr(TEXT.lastResult),
      key: 'last',
      width: 190,
      render: (_, gun) => <CommandResultTag command={commands.latest[gun.id]} />,
    },
    {
      title: tr(TEXT.action),
      key: 'action',
      fixed: 'right',
      width: 330,
      render: (_, gun) => <GunCommandButtons guns={[gun]} send={commands.send} busy={commands.busy} />,
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <MonitorToolbar
        stations={stations}
        stationId={stationId}
        onStation={(id) => {
          setStationId(id);
          setPileId(undefined);
        }}
        onReload={network.reload}
      >
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 220 }}
          placeholder={tr(TEXT.pileFilter)}
          value={pileId}
          onChange={setPileId}
          options={(network.piles ?? []).map((pile) => ({ value: pile.id, label: `${pile.code} ${pile.name}` }))}
        />
        <Link to="/business/pileManage/commandLog">{tr(TEXT.log)}</Link>
      </MonitorToolbar>
      <Space wrap data-testid="remote-control-batch">
        <Typography.Text>
          {tr(TEXT.selected)}: {chosen.length}
        </Typography.Text>
        <GunCommandButtons
          guns={chosen}
          size="middle"
          busy={commands.busy}
          send={async (action, guns) => {
            const sent = await commands.send(action, guns);
            if (sent) setSelected([]);
            return sent;
          }}
        />
      </Space>
      <Table<GunLine>
        rowKey="id"
        size="small"
        loading={!lines}
        dataSource={lines ?? []}
        columns={columns}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        scroll={{ x: 1300 }}
        pagination={{ pageSize: 20, showSizeChanger: true }}
        data-testid="remote-control-table"
      />
    </Space>
  );
}
