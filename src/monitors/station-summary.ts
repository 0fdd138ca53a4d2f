import { useEffect, useState } from 'react';
import { fetchAggregate } from '../charts/aggregate-client';
import type { GunReading } from './use-live-network';
import { readingKey } from './use-live-network';
import { GUN, type AlarmRow, type GunRow, type PileRow, type StationRow } from './network-rows';

/** One station as its monitors show it, summed from its piles, guns, readings and open alarms. */
export interface StationSummary {
  id: number;
  name: string;
  city?: string | null;
  piles: number;
  onlinePiles: number;
  /** Online piles over all piles, 0-100 (null without piles). */
  onlineRate: number | null;
  guns: number;
  gunsByStatus: Record<number, number>;
  chargingGuns: number;
  powerW: number;
  openAlarms: number;
  alarmsByLevel: Record<number, number>;
}

export function summariseStations(
  stations: StationRow[],
  piles: PileRow[],
  guns: GunRow[],
  alarms: AlarmRow[],
  readings: Record<string, GunReading>,
): StationSummary[] {
  const byId = new Map<number, StationSummary>(
    stations.map((station) => [
      station.id,
      {
        id: station.id,
        name: station.name,
        city: station.city,
        piles: 0,
        onlinePiles: 0,
        onlineRate: null,
        guns: 0,
        gunsByStatus: {},
        chargingGuns: 0,
        powerW: 0,
        openAlarms: 0,
        alarmsByLevel: {},
      },
    ]),
  );
  const stationOfPile = new Map<number, number>();
  for (const pile of piles) {
    if (pile.stationId === null) continue;
    stationOfPile.set(pile.id, pile.stationId);
    const summary = byId.get(pile.stationId);
    if (!summary) continue;
    summary.piles += 1;
    if (pile.onlineStatus === 1) summary.onlinePiles += 1;
  }
  for (const gun of guns) {
    const summary = byId.get(stationOfPile.get(gun.pileId) ?? -1);
    if (!summary) continue;
    const status = gun.status ?? GUN.offline;
    summary.guns += 1;
    summary.gunsByStatus[status] = (summary.gunsByStatus[status] ?? 0) + 1;
    if (status === GUN.charging) {
      summary.chargingGuns += 1;
      summary.powerW += readings[readingKey(gun.pileId, gun.gunIndex)]?.powerW ?? 0;
    }
  }
  for (const alarm of alarms) {
    const stationId = alarm.stationId ?? (alarm.pileId === null ? undefined : stationOfPile.get(alarm.pileId));
    const summary = stationId === undefined ? undefined : byId.get(stationId);
    if (!summary) continue;
    summary.openAlarms += 1;
    if (alarm.level !== null) summary.alarmsByLevel[alarm.level] = (summary.alarmsByLevel[alarm.level] ?? 0) + 1;
  }
  for (const summary of byId.values())
    summary.onlineRate = summary.piles ? Math.round((summary.onlinePiles / summary.piles) * 1000) / 10 : null;
  return [...byId.values()];
}

export interface StationDay {
  kwh: number;
  amount: number;
  bills: number;
}

const today = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** Today's energy, takings (fen) and bills per station, from the bills' aggregate. */
export function useStationToday(refresh: number): Record<number, StationDay> {
  const [days, setDays] = useState<Record<number, StationDay>>({});
  useEffect(() => {
    let current = true;
    const day = today();
    fetchAggregate('bill', {
      filters: { startTime: [day, day] },
      dimensions: ['stationId'],
      measures: ['sum:kwh', 'sum:totalAmount', 'count'],
    }).then(
      (answer) => {
        if (!current) return;
        const found: Record<number, StationDay> = {};
        for (const row of answer.rows)
          found[Number(row.stationId)] = {
            kwh: Number(row['sum:kwh'] ?? 0),
            amount: Number(row['sum:totalAmount'] ?? 0),
            bills: Number(row.count ?? 0),
          };
        setDays(found);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [refresh]);
  return days;
}
