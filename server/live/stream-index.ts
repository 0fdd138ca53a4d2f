import type { StationScope } from '../crud/station-scope';
import type { LiveEvent } from './live-bus';

/** One open event stream: whose it is, what it may see, where its events go. */
export interface LiveStream {
  sellerId: number;
  /** The session it belongs to (its token hash), for the per-session limit. */
  sessionKey: string;
  userId: number;
  /** The stations its user may see; null: every station of the seller. */
  stations: StationScope;
  /** Whether its user may read this kind of event (his actions); the seller and station are the index's. */
  mayRead(event: LiveEvent): boolean;
  write(event: LiveEvent): void;
}

export interface StreamLimits {
  /** Streams one session may hold open at once (LIVE_STREAMS_PER_SESSION). */
  perSession: number;
  /** Streams one user may hold open at once over all his sessions (LIVE_STREAMS_PER_USER). */
  perUser: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = { perSession: 4, perUser: 20 };

/** The streams of one seller: those that see every station, and those bound to stations by station. */
interface SellerStreams {
  all: Set<LiveStream>;
  everyStation: Set<LiveStream>;
  byStation: Map<number, Set<LiveStream>>;
}

export interface StreamIndex {
  /** Adds the stream, or answers which limit it would break. */
  add(stream: LiveStream): { ok: true; remove: () => void } | { ok: false; limit: 'session' | 'user'; max: number };
  /** Hands the event to the streams of its seller (and station) that may read it. */
  route(event: LiveEvent): void;
  /** Open streams in all. */
  readonly size: number;
  /** Open streams of one seller. */
  streamsOf(sellerId: number): number;
  /** Streams routing has examined since the start: what an event costs, for tests and profiling. */
  readonly examined: number;
}

/**
 * Kinds that concern the seller's lists as a whole. Every other kind (gun, pile, alarm, command,
 * and any added later) is of one station: a station-bound stream sees it only with one of its
 * stations.
 */
const SELLER_WIDE_KINDS = new Set<LiveEvent['kind']>(['rows']);

const bump = (counts: Map<string | number, number>, key: string | number, by: number) => {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
};

/**
 * The open event streams of this process, indexed by seller and station, so that an event costs
 * the streams that may see it rather than a test of every open stream (thousands of streams of
 * other sellers are never looked at). An event of a station (gun, pile, alarm, command) reaches
 * the seller's streams that see every station and those bound to its station; one without a
 * station reaches only the former, so that nothing of a station leaks to a user bound to others.
 * Changed-rows announcements carry no row and reach every stream of the seller whose user may
 * read the list (the list itself is scoped when it asks again).
 */
export function createStreamIndex(limits: StreamLimits = DEFAULT_STREAM_LIMITS): StreamIndex {
  const sellers = new Map<number, SellerStreams>();
  const perSession = new Map<string | number, number>();
  const perUser = new Map<string | number, number>();
  let size = 0;
  let examined = 0;

  const deliver = (streams: Set<LiveStream> | undefined, event: LiveEvent) => {
    if (!streams) return;
    for (const stream of streams) {
      examined++;
      if (stream.mayRead(event)) stream.write(event);
    }
  };

  return {
    add(stream) {
      if ((perSession.get(stream.sessionKey) ?? 0) >= limits.perSession)
        return { ok: false, limit: 'session', max: limits.perSession };
      if ((perUser.get(stream.userId) ?? 0) >= limits.perUser) return { ok: false, limit: 'user', max: limits.perUser };
      let seller = sellers.get(stream.sellerId);
      if (!seller) {
        seller = { all: new Set(), everyStation: new Set(), byStation: new Map() };
        sellers.set(stream.sellerId, seller);
      }
      const own = seller;
      own.all.add(stream);
      if (stream.stations === null) own.everyStation.add(stream);
      else
        for (const station of stream.stations) {
          const set = own.byStation.get(station) ?? new Set();
          set.add(stream);
          own.byStation.set(station, set);
        }
      bump(perSession, stream.sessionKey, 1);
      bump(perUser, stream.userId, 1);
      size++;
      let removed = false;
      return {
        ok: true,
        remove() {
          if (removed) return;
          removed = true;
          own.all.delete(stream);
          own.everyStation.delete(stream);
          for (const station of stream.stations ?? []) {
            const set = own.byStation.get(station);
            set?.delete(stream);
            if (set?.size === 0) own.byStation.delete(station);
          }
          if (own.all.size === 0 && sellers.get(stream.sellerId) === own) sellers.delete(stream.sellerId);
          bump(perSession, stream.sessionKey, -1);
          bump(perUser, stream.userId, -1);
          size--;
        },
      };
    },
    route(event) {
      if (event.kind === 'commands') return;
      const seller = sellers.get(event.sellerId);
      if (!seller) return;
      if (SELLER_WIDE_KINDS.has(event.kind)) return deliver(seller.all, event);
      deliver(seller.everyStation, event);
      const stationId = 'stationId' in event ? event.stationId : null;
      if (typeof stationId === 'number') deliver(seller.byStation.get(stationId), event);
    },
    get size() {
      return size;
    },
    streamsOf: (sellerId) => sellers.get(sellerId)?.all.size ?? 0,
    get examined() {
      return examined;
    },
  };
}

/** LIVE_STREAMS_PER_SESSION and LIVE_STREAMS_PER_USER; unset: the defaults; anything but a whole number ≥ 1 stops the start. */
export function readStreamLimits(env: NodeJS.ProcessEnv): StreamLimits {
  const read = (name: string, fallback: number) => {
    const text = env[name]?.trim();
    if (!text) return fallback;
    if (!/^[1-9]\d{0,5}$/.test(text)) throw new Error(`${name} must be a whole number from 1, not "${text}"`);
    return Number(text);
  };
  return {
    perSession: read('LIVE_STREAMS_PER_SESSION', DEFAULT_STREAM_LIMITS.perSession),
    perUser: read('LIVE_STREAMS_PER_USER', DEFAULT_STREAM_LIMITS.perUser),
  };
}
