import { Empty, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { markerColor } from '../maps/marker-colors';
import { STATION_STATUS } from '../maps/station-card';
import { StationPlot } from '../maps/station-plot';
import { loadMapStations, placed, type PlacedStation } from '../maps/stations-on-map';
import { text } from './cockpit-parts';

const TEXT = {
  loading: text('正在加载场站位置…', 'Loading the stations’ positions…'),
  failed: text('场站加载失败', 'Stations could not be loaded'),
  none: text('没有带经纬度的场站', 'No station has coordinates'),
  reset: text('显示全部', 'Show all'),
  shown: text('个场站在图上', 'stations on the map'),
} as const;

/** Where the stations are: the station map's plot of every station the user may see, by status colour. */
export function StationDistribution({ height = 300 }: { height?: number }) {
  const { tr, locale } = useI18n();
  const [stations, setStations] = useState<PlacedStation[]>();
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<PlacedStation>();
  useEffect(() => {
    let live = true;
    loadMapStations().then(
      (rows) => live && setStations(placed(rows)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  if (failed) return <Typography.Text type="danger">{tr(TEXT.failed)}</Typography.Text>;
  if (!stations)
    return (
      <Spin tip={tr(TEXT.loading)}>
        <div style={{ minHeight: height }} />
      </Spin>
    );
  if (stations.length === 0) return <Empty description={tr(TEXT.none)} />;
  return (
    <div data-testid="cockpit-station-map">
      <StationPlot
        stations={stations}
        height={height}
        colorOf={(s) => markerColor(s.status === null ? undefined : STATION_STATUS.get(s.status)?.color)}
        selectedId={selected?.id}
        onSelect={setSelected}
        resetText={tr(TEXT.reset)}
        clusterText={(count) => (locale === 'zh-CN' ? `${count}个场站，点击放大` : `${count} stations, click to zoom`)}
      />
      <Typography.Text type="secondary">
        {selected ? `${selected.name} · ${selected.city ?? ''}` : `${stations.length} ${tr(TEXT.shown)}`}
      </Typography.Text>
    </div>
  );
}
