import { Card, Col, Input, Row, Space, Spin, Tag, Typography, Empty } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { loadGunCounts, type GunCounts } from '../../maps/gun-counts';
import { markerColor } from '../../maps/marker-colors';
import { STATION_STATUS, StationCard } from '../../maps/station-card';
import { StationMap } from '../../maps/station-map';
import { loadMapStations, placed, type PlacedStation } from '../../maps/stations-on-map';
import type { LocalizedText } from '../../meta/model';

const TEXT = {
  search: { 'zh-CN': '按场站名称或城市筛选', 'en-US': 'Filter by station name or city' },
  reset: { 'zh-CN': '显示全部', 'en-US': 'Show all' },
  plain: {
    'zh-CN': '没有可用的地图瓦片：场站画在经纬网上',
    'en-US': 'No map tiles available: stations drawn on a plain grid',
  },
  shown: { 'zh-CN': '个场站在图上', 'en-US': 'stations on the map' },
  unplaced: { 'zh-CN': '个场站没有坐标', 'en-US': 'stations without coordinates' },
  failed: { 'zh-CN': '场站加载失败', 'en-US': 'Stations could not be loaded' },
  loading: { 'zh-CN': '正在加载场站和充电枪的位置…', 'en-US': 'Loading the stations and their guns…' },
  noStations: {
    'zh-CN': '没有可以显示在地图上的场站（场站需要经纬度）',
    'en-US': 'No stations to show on the map (a station needs its coordinates)',
  },
} as const satisfies Record<string, LocalizedText>;

/**
 * Station map (/business/stationManage/stationMap): every station at its coordinates, coloured
 * by its status, gathered into clusters where they crowd; a click shows the station with its
 * idle and total guns and leads to its detail and monitor.
 */
export default function StationMapPage() {
  const { tr, locale } = useI18n();
  const [stations, setStations] = useState<ReturnType<typeof placed>>();
  const [total, setTotal] = useState(0);
  const [failed, setFailed] = useState(false);
  const [guns, setGuns] = useState<GunCounts>(new Map());
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<PlacedStation>();

  useEffect(() => {
    loadMapStations().then(
      (rows) => {
        setTotal(rows.length);
        setStations(placed(rows));
      },
      () => setFailed(true),
    );
    loadGunCounts().then(setGuns, () => undefined);
  }, []);

  const shown = useMemo(() => {
    const word = keyword.trim();
    return (stations ?? []).filter((s) => !word || s.name.includes(word) || (s.city ?? '').includes(word));
  }, [stations, keyword]);

  if (failed) return <Typography.Text type="danger">{tr(TEXT.failed)}</Typography.Text>;
  if (!stations)
    return (
      <Spin tip={tr(TEXT.loading)}>
        <div style={{ minHeight: 120 }} />
      </Spin>
    );
  return (
    <Row gutter={16}>
      <Col xs={24} lg={17}>
        <Card
          size="small"
          title={
            <Space wrap>
              <Input.Search allowClear placeholder={tr(TEXT.search)} onSearch={setKeyword} style={{ width: 260 }} />
              {[...STATION_STATUS.values()].map((item) => (
                <Tag key={item.value} color={item.color}>
                  {tr(item.label)}
                </Tag>
              ))}
            </Space>
          }
        >
          {shown.length ? (
            <StationMap
              stations={shown}
              colorOf={(s) => markerColor(s.status === null ? undefined : STATION_STATUS.get(s.status)?.color)}
              selectedId={selected?.id}
              onSelect={setSelected}
              resetText={tr(TEXT.reset)}
              plainText={tr(TEXT.plain)}
              clusterText={(count) =>
                locale === 'zh-CN' ? `${count}个场站，点击放大` : `${count} stations, click to zoom`
              }
            />
          ) : (
            <Empty description={tr(TEXT.noStations)} />
          )}
          <Typography.Text type="secondary">
            {shown.length} {tr(TEXT.shown)}
            {total > stations.length ? `; ${total - stations.length} ${tr(TEXT.unplaced)}` : ''}
          </Typography.Text>
        </Card>
      </Col>
      <Col xs={24} lg={7}>
        <Card size="small">
          <StationCard station={selected} guns={selected && guns.get(selected.id)} />
        </Card>
      </Col>
    </Row>
  );
}
