import { describe, expect, it } from 'vitest';
import type { LiveEvent } from './live-bus';
import { createStreamIndex, readStreamLimits, type LiveStream } from './stream-index';

/** A stream that keeps what it is handed. */
function stream(sellerId: number, stations: number[] | null, sessionKey = `s${Math.random()}`, userId = 1) {
  const heard: LiveEvent[] = [];
  const value: LiveStream & { heard: LiveEvent[] } = {
    sellerId,
    sessionKey,
    userId,
    stations,
    mayRead: (event) => event.kind !== 'command',
    write: (event) => heard.push(event),
    heard,
  };
  return value;
}

const alarm = (sellerId: number, stationId: number | null): LiveEvent => ({
  kind: 'alarm',
  sellerId,
  stationId,
  alarmId: 1,
  pileId: 1,
  level: 1,
  open: true,
  content: 'x',
  at: 0,
});

describe('the live stream index', () => {
  it('hands an event to the streams of its seller and station only, looking at no other', () => {
    const index = createStreamIndex({ perSession: 4, perUser: 1_000 });
    const everyStation = stream(1, null);
    const bound = stream(1, [5, 6]);
    const elsewhere = stream(1, [7]);
    const others = Array.from({ length: 500 }, (_, i) => stream(2, null, `other${i >> 2}`, 2));
    for (const each of [everyStation, bound, elsewhere, ...others]) expect(index.add(each).ok).toBe(true);

    index.route(alarm(1, 6));
    expect(index.examined).toBe(2);
    expect(everyStation.heard).toHaveLength(1);
    expect(bound.heard).toHaveLength(1);
    expect(elsewhere.heard).toEqual([]);
    expect(others.every((each) => each.heard.length === 0)).toBe(true);

    // An event of no station reaches only the streams that see every station.
    index.route(alarm(1, null));
    expect(everyStation.heard).toHaveLength(2);
    expect(bound.heard).toHaveLength(1);
    expect(elsewhere.heard).toEqual([]);

    // Changed rows carry none: every stream of the seller that may read the list.
    index.route({ kind: 'rows', sellerId: 1, entity: 'bill', pageId: 'bill', at: 0 });
    expect([everyStation, bound, elsewhere].map((each) => each.heard.length)).toEqual([3, 2, 1]);

    // What a stream may read is still its own: a kind it may not read is not written.
    index.route({ kind: 'command', sellerId: 1, stationId: 5, commandId: 1, pileId: 1, status: 1, at: 0 });
    expect(bound.heard).toHaveLength(2);
    // A seller with no stream here costs nothing.
    const before = index.examined;
    index.route(alarm(3, 5));
    expect(index.examined).toBe(before);
  });

  it('refuses a session’s stream beyond its limit, and a user’s, until one is removed', () => {
    const index = createStreamIndex({ perSession: 2, perUser: 3 });
    const first = index.add(stream(1, null, 'a', 10));
    expect(index.add(stream(1, null, 'a', 10)).ok).toBe(true);
    expect(index.add(stream(1, null, 'a', 10))).toEqual({ ok: false, limit: 'session', max: 2 });
    expect(index.add(stream(1, null, 'b', 10)).ok).toBe(true);
    expect(index.add(stream(1, null, 'c', 10))).toEqual({ ok: false, limit: 'user', max: 3 });
    if (!first.ok) throw new Error('the first stream was refused');
    first.remove();
    first.remove();
    expect(index.size).toBe(2);
    expect(index.add(stream(1, null, 'a', 10)).ok).toBe(true);
  });

  it('reads its limits from the environment, and refuses nonsense', () => {
    expect(readStreamLimits({})).toEqual({ perSession: 4, perUser: 20 });
    expect(readStreamLimits({ LIVE_STREAMS_PER_SESSION: '2', LIVE_STREAMS_PER_USER: ' 8 ' })).toEqual({
      perSession: 2,
      perUser: 8,
    });
    expect(() => readStreamLimits({ LIVE_STREAMS_PER_SESSION: '0' })).toThrow(/LIVE_STREAMS_PER_SESSION/);
    expect(() => readStreamLimits({ LIVE_STREAMS_PER_USER: 'many' })).toThrow(/LIVE_STREAMS_PER_USER/);
  });
});
