import { Alert, Button, Empty, Segmented, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAggregate, type AggregateState } from '../../charts/use-aggregate';
import { useI18n } from '../../i18n/use-i18n';
import { text } from '../../insight/analysis-parts';
import {
  CITY,
  KWH,
  MEMBERS,
  STATION,
  STATION_LATITUDE,
  STATION_LONGITUDE,
  cityPlaces,
  stationPlaces,
  type RegionPlace,
} from '../../insight/region-places';
import { HeatCircleMap, type HeatPlace } from '../../maps/heat-circle-map';
import { HEAT_GRADIENT } from '../../maps/heat-scale';
import type { Locale } from '../../meta/model';

const TEXT = {
  loading: text('正在加载各城市的位置…', 'Loading where the cities are…'),
  failed: text('地图数据加载失败', 'The map could not be loaded'),
  none: text('这段时间没有可画在地图上的城市', 'No city to show on the map for this period'),
  plain: text('没有可用的地图瓦片：城市画在经纬网上', 'No map tiles available: cities drawn on a plain grid'),
  reset: text('显示全部', 'Show all'),
  legend: text('圆越大充电会员越多，颜色越深充电量越多', 'Larger: more charging members; redder: more energy'),
  members: text('充电会员', 'Charging members'),
  kwh: text('充电量', 'Energy'),
  byCity: text('按城市', 'By city'),
  byStation: text('按场站', 'By station'),
  cities: text('个城市在图上，点击城市查看', 'cities on the map; click one for its figures'),
  stations: text('个场站在图上，点击场站查看', 'stations on the map; click one for its figures'),
  unplacedCities: text('个城市没有场站坐标', 'cities without station coordinates'),
  unplacedStations: text('个场站没有坐标', 'stations without coordinates'),
  station: text('场站详情', 'Station details'),
} as const;

type Level = 'city' | 'station';

/** Closest fitted zooms: a lone city among its neighbours, a lone station among its streets. */
const CITY_ZOOM = 8;
const STATION_ZOOM = 14;

const kwhText = (kwh: number, locale: Locale) => `${kwh.toLocaleString(locale, { maximumFractionDigits: 2 })} kWh`;

/**
 * The region tab's heat map: one circle per city where members charged in the period (or, one
 * click away, per station), sized by its charging members and coloured by its energy. A city's
 * figures are the very figures of the tab's city aggregate (its table's); the stations' come
 * from the same bills grouped by station, with their coordinates, scoped by the server the same
 * way.
 */
export default function RegionMap(props: {
  filters: Record<string, unknown>;
  /** The tab's city aggregate (members and energy by city), which its table shows too. */
  figures: AggregateState;
}) {
  const { filters, figures } = props;
  const { tr, locale } = useI18n();
  const navigate = useNavigate();
  const [level, setLevel] = useState<Level>('city');
  const [selected, setSelected] = useState<string>();
  const stations = useAggregate(
    'bill',
    useMemo(
      () => ({ filters, dimensions: [STATION, CITY, STATION_LONGITUDE, STATION_LATITUDE], measures: [MEMBERS, KWH] }),
      [filters],
    ),
  );
  const found = useMemo(() => {
    if (!figures.answer || !stations.answer) return undefined;
    return level === 'city'
      ? cityPlaces(figures.answer.rows, stations.answer.rows)
      : stationPlaces(stations.answer.rows);
  }, [figures.answer, stations.answer, level]);
  const places = useMemo(
    () =>
      (found?.places ?? []).map(
        (place: RegionPlace): HeatPlace => ({
          ...place,
          size: place.members,
          heat: place.kwh,
          title: `${place.name}: ${tr(TEXT.members)} ${place.members} · ${tr(TEXT.kwh)} ${kwhText(place.kwh, locale)}`,
          data: { members: String(place.members), kwh: String(place.kwh) },
        }),
      ),
    [found, tr, locale],
  );

  if (figures.error || stations.error) return <Alert type="error" showIcon message={tr(TEXT.failed)} />;
  if (!found)
    return (
      <Spin tip={tr(TEXT.loading)}>
        <div style={{ minHeight: 200 }} />
      </Spin>
    );
  const chosen = found.places.find((place) => place.key === selected);
  const choose = (value: Level) => {
    setSelected(undefined);
    setLevel(value);
  };
  return (
    <div data-testid="region-map" data-level={level}>
      <Segmented
        data-testid="region-map-level"
        style={{ marginBottom: 8 }}
        value={level}
        onChange={(value) => choose(value as Level)}
        options={[
          { value: 'city', label: tr(TEXT.byCity) },
          { value: 'station', label: tr(TEXT.byStation) },
        ]}
      />
      {places.length === 0 ? (
        <Empty description={tr(TEXT.none)} />
      ) : (
        <HeatCircleMap
          places={places}
          selectedKey={selected}
          fitMaxZoom={level === 'city' ? CITY_ZOOM : STATION_ZOOM}
          onSelect={(place) => setSelected(place.key)}
          plainText={tr(TEXT.plain)}
          resetText={tr(TEXT.reset)}
        />
      )}
      <Space wrap style={{ marginTop: 8 }}>
        <span
          style={{ display: 'inline-block', width: 96, height: 10, borderRadius: 5, background: HEAT_GRADIENT }}
          aria-hidden
        />
        <Typography.Text type="secondary">{tr(TEXT.legend)}</Typography.Text>
        {chosen ? (
          <Typography.Text strong data-testid="region-map-selected">
            {chosen.name}: {tr(TEXT.members)} {chosen.members} · {tr(TEXT.kwh)} {kwhText(chosen.kwh, locale)}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">
            {places.length} {tr(level === 'city' ? TEXT.cities : TEXT.stations)}
            {found.unplaced
              ? `; ${found.unplaced} ${tr(level === 'city' ? TEXT.unplacedCities : TEXT.unplacedStations)}`
              : ''}
          </Typography.Text>
        )}
        {chosen && level === 'station' && (
          <Button
            size="small"
            type="link"
            onClick={() => navigate(`/business/stationManage/station/detail/${chosen.key}`)}
          >
            {tr(TEXT.station)}
          </Button>
        )}
      </Space>
    </div>
  );
}
