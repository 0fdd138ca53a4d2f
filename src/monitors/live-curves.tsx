import { Segmented, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { ChartView } from '../charts/chart-view';
import { useI18n } from '../i18n/use-i18n';
import { followLiveEvents } from '../live/live-events';
import type { LocalizedText } from '../meta/model';
import { gunLetter } from './network-rows';

/** One reading of one gun at one moment. */
export interface CurvePoint {
  at: number;
  gun: string;
  powerKw?: number;
  voltageV?: number;
  currentA?: number;
  soc?: number;
}

const MEASURES = {
  powerKw: { 'zh-CN': '功率 kW', 'en-US': 'Power kW' },
  voltageV: { 'zh-CN': '电压 V', 'en-US': 'Voltage V' },
  currentA: { 'zh-CN': '电流 A', 'en-US': 'Current A' },
  soc: { 'zh-CN': 'SOC %', 'en-US': 'SOC %' },
} as const satisfies Record<string, LocalizedText>;
type Measure = keyof typeof MEASURES;

/** Enough points for an hour of one reading a few seconds apart per gun. */
const KEPT = 1200;

/**
 * The readings the piles push for one pile (or one gun of it), kept as curves while the page is
 * open: the monitor draws what arrives from the moment it opens.
 */
export function useLiveCurve(pileId: number | undefined, gunIndex?: number): CurvePoint[] {
  const [points, setPoints] = useState<CurvePoint[]>([]);
  useEffect(() => {
    setPoints([]);
    if (!pileId) return undefined;
    return followLiveEvents((event) => {
      if (event.kind !== 'gun' || event.pileId !== pileId || event.gunIndex === undefined) return;
      if (gunIndex !== undefined && event.gunIndex !== gunIndex) return;
      if (
        event.powerW === undefined &&
        event.voltageV === undefined &&
        event.currentA === undefined &&
        event.soc === undefined
      )
        return;
      const point: CurvePoint = {
        at: event.at,
        gun: gunLetter(event.gunIndex),
        powerKw: event.powerW === undefined ? undefined : event.powerW / 1000,
        voltageV: event.voltageV,
        currentA: event.currentA,
        soc: event.soc,
      };
      setPoints((all) => [...all.slice(-(KEPT - 1)), point]);
    });
  }, [pileId, gunIndex]);
  return points;
}

/** Real-time curves of power, voltage, current and state of charge, one line per gun. */
export function LiveCurves({ points, height = 260 }: { points: CurvePoint[]; height?: number }) {
  const { tr } = useI18n();
  const [measure, setMeasure] = useState<Measure>('powerKw');
  const data = useMemo(
    () =>
      points
        .filter((point) => point[measure] !== undefined)
        .map((point) => ({ time: new Date(point.at).toLocaleTimeString(), gun: point.gun, value: point[measure] })),
    [points, measure],
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Segmented
        value={measure}
        onChange={(value) => setMeasure(value as Measure)}
        options={(Object.keys(MEASURES) as Measure[]).map((key) => ({ value: key, label: tr(MEASURES[key]) }))}
      />
      <ChartView
        testId="live-curve"
        height={height}
        spec={{ kind: 'line', data, x: 'time', y: 'value', series: 'gun', yTitle: tr(MEASURES[measure]) }}
      />
    </Space>
  );
}

/**
 * The power a station draws, summed over its guns each time one of them reports, from the
 * moment the page opens.
 */
export function useStationPowerCurve(stationId: number | undefined): { time: string; kw: number; series: string }[] {
  const [points, setPoints] = useState<{ time: string; kw: number; series: string }[]>([]);
  useEffect(() => {
    setPoints([]);
    if (!stationId) return undefined;
    const perGun = new Map<string, number>();
    return followLiveEvents((event) => {
      if (event.kind !== 'gun' || event.stationId !== stationId || event.gunIndex === undefined) return;
      const key = `${event.pileId}:${event.gunIndex}`;
      if (event.powerW !== undefined) perGun.set(key, event.powerW);
      else if (event.status !== undefined && event.status !== 3) perGun.set(key, 0);
      else return;
      const total = [...perGun.values()].reduce((sum, watts) => sum + watts, 0) / 1000;
      const point = { time: new Date(event.at).toLocaleTimeString(), kw: Math.round(total * 10) / 10, series: 'kW' };
      setPoints((all) => [...all.slice(-(KEPT - 1)), point]);
    });
  }, [stationId]);
  return points;
}
