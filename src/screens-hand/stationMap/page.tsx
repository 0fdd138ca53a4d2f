import { Card, Col, Input, Row, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { loadGunCounts, type GunCounts } from '../../maps/gun-counts';
import { STATION_STATUS, StationCard } from '../../maps/station-card';
import { MapStationsPending, StationMapOrEmpty, statusColorOf } from '../../maps/station-map-screen-parts';
import { loadMapStations, placed, type PlacedStation } from '../../maps/stations-on-map';
import type { LocalizedText } from '../../meta/model';

const TEXT = {
  search: { 'zh-CN': '按场站名称或城市筛选', 'en-US': 'Filter by station name or city' },
  shown: { 'zh-CN': '个场站在图上', 'en-US': 'stations on the map' },
  unplaced: { 'zh-CN': '个场站没有坐标', 'en-US': 'stations without coordinates' },
} as const satisfies Record<string, LocalizedText>;

/**
 * Station map (/business/stationManage/stationMap): every station at its coordinates, coloured
 * by its status, gathered into clusters where they crowd; a click shows the station with its
 * idle and total guns and leads to its detail and monitor.
 */
export default function StationMapPage() {
  const { tr } = useI18n();
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

  if (failed || !stations) return <MapStationsPending failed={failed} />;
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
          <StationMapOrEmpty
            stations={shown}
            colorOf={statusColorOf}
            selectedId={selected?.id}
            onSelect={setSelected}
          />
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
