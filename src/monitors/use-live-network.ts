import { useCallback, useEffect, useRef, useState } from 'react';
import { followLiveEvents, type LiveMessage } from '../live/live-events';
import { GUN, loadGuns, loadOpenAlarms, loadPiles, type AlarmRow, type GunRow, type PileRow } from './network-rows';

/** The latest readings a gun reported (meter values), kept only in the browser. */
export interface GunReading {
  powerW?: number;
  voltageV?: number;
  currentA?: number;
  soc?: number;
  energyWh?: number;
  at: number;
}

export const readingKey = (pileId: number, gunIndex: number) => `${pileId}:${gunIndex}`;

/** onlineStatus 1 is online; serviceStatus 5 is offline. */
const ONLINE = 1;
const PILE_OFFLINE_STATUS = 5;

export interface LiveNetwork {
  piles?: PileRow[];
  guns?: GunRow[];
  alarms?: AlarmRow[];
  readings: Record<string, GunReading>;
  reload: () => void;
}

/**
 * The piles, guns and open alarms of the seller (or of one station, or one pile), loaded once and
 * then kept current by the live event stream: statuses, on/off line, readings and alarms are
 * applied as the server pushes them, without polling or reloading.
 */
export function useLiveNetwork(scope: { stationId?: number; pileId?: number } = {}): LiveNetwork {
  const { stationId, pileId } = scope;
  const [piles, setPiles] = useState<PileRow[]>();
  const [guns, setGuns] = useState<GunRow[]>();
  const [alarms, setAlarms] = useState<AlarmRow[]>();
  const [readings, setReadings] = useState<Record<string, GunReading>>({});
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    setPiles(undefined);
    setGuns(undefined);
    setAlarms(undefined);
    const keep =
      <T>(set: (rows: T[]) => void, pick: (rows: T[]) => T[] = (rows) => rows) =>
      (rows: T[]) => {
        if (current) set(pick(rows));
      };
    const failed =
      <T>(set: (rows: T[]) => void) =>
      () =>
        current && set([]);
    loadPiles(stationId).then(
      keep(setPiles, (rows) => (pileId ? rows.filter((row) => row.id === pileId) : rows)),
      failed(setPiles),
    );
    loadGuns(stationId, pileId).then(keep(setGuns), failed(setGuns));
    loadOpenAlarms(stationId).then(
      keep(setAlarms, (rows) => (pileId ? rows.filter((row) => row.pileId === pileId) : rows)),
      failed(setAlarms),
    );
    return () => {
      current = false;
    };
  }, [stationId, pileId, generation]);

  // Alarm events name their pile only: one of another station is told apart by its pile.
  const shownPiles = useRef<Set<number>>(new Set());
  shownPiles.current = new Set((piles ?? []).map((pile) => pile.id));
  useEffect(
    () =>
      followLiveEvents((message: LiveMessage) => {
        if (pileId && message.pileId !== pileId) return;
        if (stationId && message.stationId != null && message.stationId !== stationId) return;
        if (stationId && message.kind === 'alarm' && !shownPiles.current.has(message.pileId)) return;
        applyLive(message, { setPiles, setGuns, setAlarms, setReadings });
      }),
    [stationId, pileId],
  );

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { piles, guns, alarms, readings, reload };
}

interface Setters {
  setPiles: (update: (rows: PileRow[] | undefined) => PileRow[] | undefined) => void;
  setGuns: (update: (rows: GunRow[] | undefined) => GunRow[] | undefined) => void;
  setAlarms: (update: (rows: AlarmRow[] | undefined) => AlarmRow[] | undefined) => void;
  setReadings: (update: (all: Record<string, GunReading>) => Record<string, GunReading>) => void;
}

/** One pushed event applied to the rows a monitor holds. */
export function applyLive(message: LiveMessage, { setPiles, setGuns, setAlarms, setReadings }: Setters) {
  const { pileId } = message;
  if (message.kind === 'gun' && message.gunIndex !== undefined) {
    const gunIndex = message.gunIndex;
    const status = message.status;
    if (status !== undefined)
      setGuns((rows) =>
        rows?.map((gun) => (gun.pileId === pileId && gun.gunIndex === gunIndex ? { ...gun, status } : gun)),
      );
    if ([message.powerW, message.voltageV, message.currentA, message.soc].some((value) => value !== undefined))
      setReadings((all) => ({
        ...all,
        [readingKey(pileId, gunIndex)]: {
          ...all[readingKey(pileId, gunIndex)],
          ...definedOnly({
            powerW: message.powerW,
            voltageV: message.voltageV,
            currentA: message.currentA,
            soc: message.soc,
            energyWh: message.energyWh,
          }),
          at: message.at,
        },
      }));
    // A gun that stops charging no longer draws power.
    if (status !== undefined && status !== GUN.charging)
      setReadings((all) =>
        all[readingKey(pileId, gunIndex)]
          ? { ...all, [readingKey(pileId, gunIndex)]: { ...all[readingKey(pileId, gunIndex)], powerW: 0 } }
          : all,
      );
  } else if (message.kind === 'pile') {
    const online = message.online ? ONLINE : 0;
    setPiles((rows) =>
      rows?.map((pile) =>
        pile.id === pileId
          ? {
              ...pile,
              onlineStatus: online,
              status: message.online ? (message.status ?? pile.status) : PILE_OFFLINE_STATUS,
            }
          : pile,
      ),
    );
    if (!message.online)
      setGuns((rows) => rows?.map((gun) => (gun.pileId === pileId ? { ...gun, status: GUN.offline } : gun)));
  } else if (message.kind === 'alarm' && message.alarmId !== undefined) {
    const alarmId = message.alarmId;
    setAlarms((rows) => {
      const others = (rows ?? []).filter((alarm) => alarm.id !== alarmId);
      if (!message.open) return others;
      const opened: AlarmRow = {
        id: alarmId,
        pileId,
        stationId: message.stationId ?? null,
        level: message.level ?? null,
        status: 1,
        content: message.content ?? null,
        occurredAt: new Date(message.at).toISOString(),
      };
      return [opened, ...others];
    });
  }
}

function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
