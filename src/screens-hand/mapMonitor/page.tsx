import { Card, Col, Row, Select, Space, Statistic, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import gunStatusDictionary from '../../../schemas/dictionaries/gun-status.json';
import runTypeDictionary from '../../../schemas/dictionaries/station-run-type.json';
import speedDictionary from '../../../schemas/dictionaries/station-speed.json';
import { fetchAggregate } from '../../charts/aggregate-client';
import { useI18n } from '../../i18n/use-i18n';
import { loadGunCounts, type GunCounts } from '../../maps/gun-counts';
import { markerColor } from '../../maps/marker-colors';
import { StationCard } from '../../maps/station-card';
import { MapStationsPending, StationMapOrEmpty, statusColorOf } from '../../maps/station-map-screen-parts';
import { loadMapStations, placed, type PlacedStation } from '../../maps/stations-on-map';
import type { LocalizedText } from '../../meta/model';

const TEXT = {
  city: { 'zh-CN': '城市', 'en-US': 'City' },
  runType: { 'zh-CN': '运营类型', 'en-US': 'Operation' },
  speed: { 'zh-CN': '场站类型', 'en-US': 'Speed' },
  stations: { 'zh-CN': '场站', 'en-US': 'Stations' },
  guns: { 'zh-CN': '充电枪', 'en-US': 'Guns' },
  alarms: { 'zh-CN': '未处理告警', 'en-US': 'Open alarms' },
} as const satisfies Record<string, LocalizedText>;

/** Gun statuses and alarms change while the page is open: refreshed this often. */
const REFRESH_MS = 30_000;
const OPEN_ALARMS = [1, 2];

/**
 * Map monitoring (/business/mapMonitor/map): the stations on the map, filtered by city,
 * operation and speed, with the live gun counts per status and the open alarms of what is shown
 * beside it, refreshed every half minute.
 */
export default function MapMonitorPage() {
  const { tr } = useI18n();
  const [stations, setStations] = useState<PlacedStation[]>();
  const [failed, setFailed] = useState(false);
  const [guns, setGuns] = useState<GunCounts>(new Map());
  const [alarms, setAlarms] = useState<Map<number, number>>(new Map());
  const [city, setCity] = useState<string>();
  const [runType, setRunType] = useState<string>();
  const [speedType, setSpeedType] = useState<string>();
  const [selected, setSelected] = useState<PlacedStation>();

  const refreshLive = useCallback(() => {
    loadGunCounts().then(setGuns, () => undefined);
    fetchAggregate('alarmRecord', {
      filters: { status: OPEN_ALARMS },
      dimensions: ['stationId'],
      measures: ['count'],
    }).then(
      (answer) => setAlarms(new Map(answer.rows.map((row) => [Number(row.stationId), Number(row.count)]))),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    loadMapStations().then(
      (rows) => setStations(placed(rows)),
      () => setFailed(true),
    );
    refreshLive();
    const timer = setInterval(refreshLive, REFRESH_MS);
    return () => clearInterval(timer);
  }, [refreshLive]);

  const cities = useMemo(
    () => [...new Set((stations ?? []).map((s) => s.city).filter((c): c is string => !!c))].sort(),
    [stations],
  );
  const shown = useMemo(
    () =>
      (stations ?? []).filter(
        (s) =>
          (!city || s.city === city) &&
          (!runType || s.runType === runType) &&
          (!speedType || s.speedType === speedType),
      ),
    [stations, city, runType, speedType],
  );
  const gunsShown = useMemo(() => {
    const sums = new Map<number, number>();
    for (const station of shown)
      for (const [status, count] of guns.get(station.id) ?? []) sums.set(status, (sums.get(status) ?? 0) + count);
    return sums;
  }, [shown, guns]);
  const alarmsShown = shown.reduce((sum, s) => sum + (alarms.get(s.id) ?? 0), 0);

  if (failed || !stations) return <MapStationsPending failed={failed} />;
  const options = (items: { value: string; label: LocalizedText }[]) =>
    items.map((item) => ({ value: item.value, label: tr(item.label) }));
  return (
    <Row gutter={16}>
      <Col xs={24} lg={17}>
        <Card
          size="small"
          title={
            <Space wrap>
              <Select
                allowClear
                placeholder={tr(TEXT.city)}
                style={{ width: 140 }}
                value={city}
                onChange={setCity}
                options={cities.map((c) => ({ value: c, label: c }))}
              />
              <Select
                allowClear
                placeholder={tr(TEXT.runType)}
                style={{ width: 140 }}
                value={runType}
                onChange={setRunType}
                options={options(runTypeDictionary.items)}
              />
              <Select
                allowClear
                placeholder={tr(TEXT.speed)}
                style={{ width: 140 }}
                value={speedType}
                onChange={setSpeedType}
                options={options(speedDictionary.items)}
              />
            </Space>
          }
        >
          <StationMapOrEmpty
            stations={shown}
            colorOf={(s) => ((alarms.get(s.id) ?? 0) > 0 ? markerColor('error') : statusColorOf(s))}
            selectedId={selected?.id}
            onSelect={setSelected}
          />
        </Card>
      </Col>
      <Col xs={24} lg={7}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Card size="small">
            <Row gutter={8}>
              <Col span={8}>
                <Statistic title={tr(TEXT.stations)} value={shown.length} />
              </Col>
              <Col span={8}>
                <Statistic title={tr(TEXT.guns)} value={[...gunsShown.values()].reduce((a, b) => a + b, 0)} />
              </Col>
              <Col span={8}>
                <Statistic
                  title={tr(TEXT.alarms)}
                  value={alarmsShown}
                  valueStyle={alarmsShown ? { color: '#ff4d4f' } : {}}
                />
              </Col>
            </Row>
            <Space wrap style={{ marginTop: 8 }}>
              {gunStatusDictionary.items.map((item) => (
                <Tag key={item.value} color={item.color}>
                  {tr(item.label)} {gunsShown.get(item.value) ?? 0}
                </Tag>
              ))}
            </Space>
          </Card>
          <Card size="small">
            <StationCard station={selected} guns={selected && guns.get(selected.id)} />
          </Card>
        </Space>
      </Col>
    </Row>
  );
}
