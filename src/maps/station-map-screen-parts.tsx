import { Empty, Spin, Typography } from 'antd';
import { useI18n } from '../i18n/use-i18n';
import type { LocalizedText } from '../meta/model';
import { markerColor } from './marker-colors';
import { STATION_STATUS } from './station-card';
import { StationMap, type StationMapProps } from './station-map';
import type { PlacedStation } from './stations-on-map';

const TEXT = {
  reset: { 'zh-CN': '显示全部', 'en-US': 'Show all' },
  plain: {
    'zh-CN': '没有可用的地图瓦片：场站画在经纬网上',
    'en-US': 'No map tiles available: stations drawn on a plain grid',
  },
  failed: { 'zh-CN': '场站加载失败', 'en-US': 'Stations could not be loaded' },
  loading: { 'zh-CN': '正在加载场站和充电枪的位置…', 'en-US': 'Loading the stations and their guns…' },
  noStations: {
    'zh-CN': '没有可以显示在地图上的场站（场站需要经纬度）',
    'en-US': 'No stations to show on the map (a station needs its coordinates)',
  },
} as const satisfies Record<string, LocalizedText>;

/** The label of a cluster of markers, every station map's; `{count}` is how many stations it gathers. */
export const CLUSTER_TEXT: LocalizedText = {
  'zh-CN': '{count}个场站，点击放大',
  'en-US': '{count} stations, click to zoom',
};

/** A station's marker in the colour its status has in the station status dictionary. */
export const statusColorOf = (station: PlacedStation) =>
  markerColor(station.status === null ? undefined : STATION_STATUS.get(station.status)?.color);

/** What a map screen shows until its stations have loaded, or when they could not be. */
export function MapStationsPending({ failed }: { failed: boolean }) {
  const { tr } = useI18n();
  if (failed) return <Typography.Text type="danger">{tr(TEXT.failed)}</Typography.Text>;
  return (
    <Spin tip={tr(TEXT.loading)}>
      <div style={{ minHeight: 120 }} />
    </Spin>
  );
}

/** A screen's station map, its own texts in the current language; a note when no station can be placed. */
export function StationMapOrEmpty(props: Omit<StationMapProps, 'resetText' | 'plainText' | 'clusterText'>) {
  const { tr } = useI18n();
  if (!props.stations.length) return <Empty description={tr(TEXT.noStations)} />;
  return (
    <StationMap
      {...props}
      resetText={tr(TEXT.reset)}
      plainText={tr(TEXT.plain)}
      clusterText={(count) => tr(CLUSTER_TEXT, { count })}
    />
  );
}
