import { Alert, Empty, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAggregate } from '../../charts/use-aggregate';
import { useI18n } from '../../i18n/use-i18n';
import { text } from '../../insight/analysis-parts';
import {
  CITY,
  KWH,
  MEMBERS,
  STATION_LATITUDE,
  STATION_LONGITUDE,
  cityPlaces,
  type CityPlace,
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
  cities: text('个城市在图上，点击城市查看', 'cities on the map; click one for its figures'),
  unplaced: text('个城市没有场站坐标', 'cities without station coordinates'),
} as const;

const kwhText = (kwh: number, locale: Locale) => `${kwh.toLocaleString(locale, { maximumFractionDigits: 2 })} kWh`;

/**
 * The region tab's heat map: one circle per city where members charged in the period, sized by
 * its charging members and coloured by its energy, with the very figures of the tab's city
 * aggregate; positions from the same bills (their stations' coordinates), scoped the same way.
 */
export default function RegionMap({ filters }: { filters: Record<string, unknown> }) {
  const { tr, locale } = useI18n();
  const figures = useAggregate(
    'bill',
    useMemo(() => ({ filters, dimensions: [CITY], measures: [MEMBERS, KWH] }), [filters]),
  );
  const positions = useAggregate(
    'bill',
    useMemo(
      () => ({ filters, dimensions: [CITY, STATION_LONGITUDE, STATION_LATITUDE], measures: ['count'] }),
      [filters],
    ),
  );
  const [selected, setSelected] = useState<string>();
  const found = useMemo(
    () => (figures.answer && positions.answer ? cityPlaces(figures.answer.rows, positions.answer.rows) : undefined),
    [figures.answer, positions.answer],
  );
  const places = useMemo(
    () =>
      (found?.places ?? []).map(
        (place: CityPlace): HeatPlace => ({
          key: place.city,
          name: place.city,
          longitude: place.longitude,
          latitude: place.latitude,
          size: place.members,
          heat: place.kwh,
          title: `${place.city}: ${tr(TEXT.members)} ${place.members} · ${tr(TEXT.kwh)} ${kwhText(place.kwh, locale)}`,
          data: { members: String(place.members), kwh: String(place.kwh) },
        }),
      ),
    [found, tr, locale],
  );

  if (figures.error || positions.error) return <Alert type="error" showIcon message={tr(TEXT.failed)} />;
  if (!found)
    return (
      <Spin tip={tr(TEXT.loading)}>
        <div style={{ minHeight: 200 }} />
      </Spin>
    );
  if (places.length === 0) return <Empty description={tr(TEXT.none)} />;
  const chosen = found.places.find((place) => place.city === selected);
  return (
    <div data-testid="region-map">
      <HeatCircleMap
        places={places}
        selectedKey={selected}
        onSelect={(place) => setSelected(place.key)}
        plainText={tr(TEXT.plain)}
        resetText={tr(TEXT.reset)}
      />
      <Space wrap style={{ marginTop: 8 }}>
        <span
          style={{ display: 'inline-block', width: 96, height: 10, borderRadius: 5, background: HEAT_GRADIENT }}
          aria-hidden
        />
        <Typography.Text type="secondary">{tr(TEXT.legend)}</Typography.Text>
        {chosen ? (
          <Typography.Text strong data-testid="region-map-selected">
            {chosen.city}: {tr(TEXT.members)} {chosen.members} · {tr(TEXT.kwh)} {kwhText(chosen.kwh, locale)}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">
            {places.length} {tr(TEXT.cities)}
            {found.unplaced ? `; ${found.unplaced} ${tr(TEXT.unplaced)}` : ''}
          </Typography.Text>
        )}
      </Space>
    </div>
  );
}
