import { Button, Descriptions, Empty, Space, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import speedDictionary from '../../schemas/dictionaries/station-speed.json';
import statusDictionary from '../../schemas/dictionaries/station-status.json';
import { useI18n } from '../i18n/use-i18n';
import type { LocalizedText } from '../meta/model';
import { gunTotals } from './gun-counts';
import type { PlacedStation } from './stations-on-map';

const TEXT = {
  pick: { 'zh-CN': '点击地图上的场站查看详情', 'en-US': 'Click a station on the map' },
  code: { 'zh-CN': '编号', 'en-US': 'Code' },
  status: { 'zh-CN': '状态', 'en-US': 'Status' },
  speed: { 'zh-CN': '类型', 'en-US': 'Speed' },
  address: { 'zh-CN': '地址', 'en-US': 'Address' },
  guns: { 'zh-CN': '空闲/总枪数', 'en-US': 'Idle / all guns' },
  detail: { 'zh-CN': '场站详情', 'en-US': 'Station details' },
  monitor: { 'zh-CN': '场站监控', 'en-US': 'Monitor' },
} as const satisfies Record<string, LocalizedText>;

export const STATION_STATUS = new Map(statusDictionary.items.map((item) => [item.value, item]));
const SPEED = new Map(speedDictionary.items.map((item) => [item.value, item]));

/** The selected station of a map: what it is, its guns, and the way to its detail and monitor. */
export function StationCard(props: { station?: PlacedStation; guns?: Map<number, number> }) {
  const { tr } = useI18n();
  const navigate = useNavigate();
  const { station } = props;
  if (!station) return <Empty description={tr(TEXT.pick)} />;
  const status = station.status === null ? undefined : STATION_STATUS.get(station.status);
  const speed = station.speedType ? SPEED.get(station.speedType) : undefined;
  const { idle, total } = gunTotals(props.guns);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Descriptions column={1} size="small" title={station.name}>
        <Descriptions.Item label={tr(TEXT.code)}>{station.code}</Descriptions.Item>
        <Descriptions.Item label={tr(TEXT.status)}>
          {status ? <Tag color={status.color}>{tr(status.label)}</Tag> : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={tr(TEXT.speed)}>{speed ? tr(speed.label) : '-'}</Descriptions.Item>
        <Descriptions.Item label={tr(TEXT.guns)}>
          {idle} / {total}
        </Descriptions.Item>
        <Descriptions.Item label={tr(TEXT.address)}>
          {[station.city, station.address].filter(Boolean).join(' ')}
        </Descriptions.Item>
      </Descriptions>
      <Space>
        <Button type="primary" onClick={() => navigate(`/business/stationManage/station/detail/${station.id}`)}>
          {tr(TEXT.detail)}
        </Button>
        <Button onClick={() => navigate(`/business/stationManage/StationMonitorDetail?stationId=${station.id}`)}>
          {tr(TEXT.monitor)}
        </Button>
      </Space>
    </Space>
  );
}
