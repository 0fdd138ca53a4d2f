import { describe, expect, it } from 'vitest';
import type { LiveMessage } from '../live/live-events';
import { actionFits } from './gun-commands';
import { clock } from './monitor-parts';
import type { AlarmRow, GunRow, PileRow } from './network-rows';
import { summariseStations } from './station-summary';
import { applyLive, readingKey, type GunReading } from './use-live-network';

/** The monitors' state as applyLive leaves it after each pushed event. */
function monitorState(piles: PileRow[], guns: GunRow[], alarms: AlarmRow[] = []) {
  const state = { piles, guns, alarms, readings: {} as Record<string, GunReading> };
  const setters = {
    setPiles: (update: (rows: PileRow[] | undefined) => PileRow[] | undefined) =>
      void (state.piles = update(state.piles)!),
    setGuns: (update: (rows: GunRow[] | undefined) => GunRow[] | undefined) => void (state.guns = update(state.guns)!),
    setAlarms: (update: (rows: AlarmRow[] | undefined) => AlarmRow[] | undefined) =>
      void (state.alarms = update(state.alarms)!),
    setReadings: (update: (all: Record<string, GunReading>) => Record<string, GunReading>) =>
      void (state.readings = update(state.readings)),
  };
  return { state, push: (message: LiveMessage) => applyLive(message, setters) };
}

const pile = (id: number, stationId: number): PileRow => ({
  id,
  name: `P${id}`,
  code: `C${id}`,
  stationId,
  status: 1,
  onlineStatus: 1,
});
const gun = (id: number, pileId: number, gunIndex: number): GunRow => ({
  id,
  code: `G${id}`,
  pileId,
  gunIndex,
  status: 1,
  availability: 1,
});
const base = { sellerId: 1, at: 1_000 };

describe('live monitors', () => {
  it('a gun status and its readings are applied to that gun only', () => {
    const { state, push } = monitorState([pile(1, 10)], [gun(11, 1, 0), gun(12, 1, 1)]);
    push({ ...base, kind: 'gun', pileId: 1, gunIndex: 1, status: 3 });
    push({ ...base, kind: 'gun', pileId: 1, gunIndex: 1, powerW: 60_000, soc: 40, voltageV: 500 });
    expect(state.guns.map((row) => row.status)).toEqual([1, 3]);
    expect(state.readings[readingKey(1, 1)]).toMatchObject({ powerW: 60_000, soc: 40, voltageV: 500 });
    // A session that ends stops drawing power; the last state of charge stays.
    push({ ...base, kind: 'gun', pileId: 1, gunIndex: 1, status: 4 });
    expect(state.readings[readingKey(1, 1)]).toMatchObject({ powerW: 0, soc: 40 });
  });

  it('a pile going off line takes its guns off line, and alarms open and close', () => {
    const { state, push } = monitorState([pile(1, 10), pile(2, 10)], [gun(11, 1, 0), gun(21, 2, 0)]);
    push({ ...base, kind: 'pile', pileId: 1, online: false, status: 5 });
    expect(state.piles.map((row) => row.onlineStatus)).toEqual([0, 1]);
    expect(state.guns.map((row) => row.status)).toEqual([5, 1]);
    push({ ...base, kind: 'alarm', pileId: 2, alarmId: 7, level: 1, open: true, content: 'Over temperature' });
    expect(state.alarms).toMatchObject([{ id: 7, pileId: 2, level: 1 }]);
    push({ ...base, kind: 'alarm', pileId: 2, alarmId: 7, level: 1, open: false });
    expect(state.alarms).toEqual([]);
  });

  it('stations sum their piles, guns, power and open alarms per level', () => {
    const piles = [pile(1, 10), { ...pile(2, 10), onlineStatus: 0 }, pile(3, 20)];
    const guns = [{ ...gun(11, 1, 0), status: 3 }, gun(12, 1, 1), { ...gun(21, 2, 0), status: 5 }, gun(31, 3, 0)];
    const alarms: AlarmRow[] = [
      { id: 1, pileId: 1, level: 1, status: 1 },
      { id: 2, pileId: 2, level: 1, status: 2 },
      { id: 3, pileId: 3, level: 3, status: 1 },
    ];
    const [ten, twenty] = summariseStations(
      [
        { id: 10, name: 'Ten' },
        { id: 20, name: 'Twenty' },
      ],
      piles,
      guns,
      alarms,
      { [readingKey(1, 0)]: { powerW: 42_000, at: 1 } },
    );
    expect(ten).toMatchObject({
      piles: 2,
      onlinePiles: 1,
      onlineRate: 50,
      guns: 3,
      gunsByStatus: { 1: 1, 3: 1, 5: 1 },
      chargingGuns: 1,
      powerW: 42_000,
      openAlarms: 2,
      alarmsByLevel: { 1: 2 },
    });
    expect(twenty).toMatchObject({ piles: 1, onlineRate: 100, openAlarms: 1, alarmsByLevel: { 3: 1 } });
  });

  it('offers each command only where it fits, and clocks never go negative', () => {
    expect(actionFits('prohibit', { availability: 1, status: 1 })).toBe(true);
    expect(actionFits('prohibit', { availability: 0, status: 1 })).toBe(false);
    expect(actionFits('allow', { availability: 0, status: 1 })).toBe(true);
    expect(actionFits('remoteStop', { availability: 1, status: 1 })).toBe(false);
    expect(actionFits('remoteStop', { availability: 1, status: 3 })).toBe(true);
    expect(clock(3_723_000)).toBe('01:02:03');
    expect(clock(-5_000)).toBe('00:00:00');
  });
});
