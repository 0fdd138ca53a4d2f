import { Button, Empty, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '../i18n/use-i18n';
import { markerColor } from '../maps/marker-colors';
import { STATION_STATUS } from '../maps/station-card';
import { StationMap } from '../maps/station-map';
import { CLUSTER_TEXT } from '../maps/station-map-screen-parts';
import { loadMapStations, placed, type PlacedStation } from '../maps/stations-on-map';
import { text } from './cockpit-parts';

const TEXT = {
  loading: text('正在加载场站位置…', 'Loading the stations’ positions…'),
  failed: text('场站加载失败', 'Stations could not be loaded'),
  none: text('没有带经纬度的场站', 'No station has coordinates'),
  reset: text('显示全部', 'Show all'),
  plain: text('没有可用的地图瓦片：场站画在经纬网上', 'No map tiles available: stations drawn on a plain grid'),
  shown: text('个场站在图上，点击场站查看', 'stations on the map; click one to open it'),
  open: text('场站详情', 'Station details'),
} as const;

const colorOf = (station: PlacedStation) =>
  markerColor(station.status === null ? undefined : STATION_STATUS.get(station.status)?.color);

/**
 * Where the stations are: every station the user may see on the station map, dark to fit the
 * cockpit, coloured by status and clustered; a click on one names it and leads to its details.
 */
export function StationDistribution({ height = 300 }: { height?: number }) {
  const { tr } = useI18n();
  const navigate = useNavigate();
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
      <StationMap
        stations={stations}
        height={height}
        dark
        colorOf={colorOf}
        selectedId={selected?.id}
        onSelect={setSelected}
        resetText={tr(TEXT.reset)}
        plainText={tr(TEXT.plain)}
        clusterText={(count) => tr(CLUSTER_TEXT, { count })}
      />
      {selected ? (
        <Space data-testid="cockpit-station-selected">
          <Typography.Text strong>{selected.name}</Typography.Text>
          <Typography.Text type="secondary">{selected.city ?? ''}</Typography.Text>
          <Button
            size="small"
            type="link"
            onClick={() => navigate(`/business/stationManage/station/detail/${selected.id}`)}
          >
            {tr(TEXT.open)}
          </Button>
        </Space>
      ) : (
        <Typography.Text type="secondary">
          {stations.length} {tr(TEXT.shown)}
        </Typography.Text>
      )}
    </div>
  );
}
