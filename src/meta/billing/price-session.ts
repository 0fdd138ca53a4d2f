import { daySegments, type RatePeriodRow } from './rate-periods';

/** A cumulative meter reading of a charging session. */
export interface MeterSample {
  /** Epoch milliseconds. */
  at: number;
  /** Energy delivered since the session started, in Wh (non-decreasing). */
  energyWh: number;
}

/** The energy and fees of one stretch of one time-of-use period (one day's sharp hours, say). */
export interface PricedPeriod {
  ratePeriod: string | number;
  /** Epoch milliseconds: the stretch of the session inside this period. */
  from: number;
  to: number;
  energyWh: number;
  electricityPrice: number;
  servicePrice: number;
  /** Fen, rounded half up per stretch. */
  electricityFee: number;
  serviceFee: number;
}

export interface PricedSession {
  energyWh: number;
  /** Fen; each the sum of the stretches' fees, so the breakdown adds up to the bill. */
  electricityFee: number;
  serviceFee: number;
  totalAmount: number;
  periods: PricedPeriod[];
}

export interface PriceSessionInput {
  /** The billing model in force at the session's start. */
  periods: readonly RatePeriodRow[];
  /** Meter readings in time order; the first is the session's start, the last its end. */
  samples: readonly MeterSample[];
  /** The station's offset from UTC in minutes (China: +480), where the day plan's clock runs. */
  utcOffsetMinutes?: number;
}

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
const CHINA_OFFSET_MINUTES = 480;

/** Fen for energy at a price: Wh × (1/10000 yuan per kWh) = Wh × price / 100,000 fen. */
const feeOf = (energyWh: number, price: number) => Math.floor((energyWh * price) / 100_000 + 0.5);

/**
 * Prices a charging session: the energy between two readings is spread evenly over the time
 * between them, cut at every period boundary (midnight included), gathered per stretch of one
 * period, and priced at that period's electricity and service prices. Energy per stretch is
 * whole Wh handed out by largest remainder, so the stretches add up to the meter exactly, and
 * each fee is rounded once, per stretch, so the totals are the sums of the breakdown's rows.
 * One function for the seed, the screens' recalculation and live sessions.
 */
export function priceSession({
  periods,
  samples,
  utcOffsetMinutes = CHINA_OFFSET_MINUTES,
}: PriceSessionInput): PricedSession {
  const segments = daySegments(periods);
  if (samples.length < 2) throw new Error('a session needs a start and an end reading');
  const offset = utcOffsetMinutes * MINUTE;
  const stretches: Stretch[] = [];
  /** The local-day segment a moment falls in, and when that segment ends (epoch ms). */
  const segmentAt = (at: number) => {
    const local = at + offset;
    const dayStart = Math.floor(local / DAY) * DAY;
    const minute = (local - dayStart) / MINUTE;
    const segment = segments.find((candidate) => minute >= candidate.start && minute < candidate.end)!;
    return { row: segment.row, end: dayStart + segment.end * MINUTE - offset };
  };

  for (let i = 1; i < samples.length; i++) {
    const from = samples[i - 1];
    const to = samples[i];
    if (to.at < from.at) throw new Error('meter readings must be in time order');
    if (to.energyWh < from.energyWh) throw new Error('meter readings must not go down');
    const energy = to.energyWh - from.energyWh;
    const span = to.at - from.at;
    if (span === 0) {
      // Two readings at one instant: the energy between them belongs to that instant's period.
      if (energy > 0) addStretch(stretches, segmentAt(from.at).row, from.at, to.at, energy);
      continue;
    }
    for (let cursor = from.at; cursor < to.at; ) {
      const segment = segmentAt(cursor);
      const end = Math.min(segment.end, to.at);
      addStretch(stretches, segment.row, cursor, end, (energy * (end - cursor)) / span);
      cursor = end;
    }
  }

  const total = samples[samples.length - 1].energyWh - samples[0].energyWh;
  const whole = largestRemainder(
    stretches.map((stretch) => stretch.energy),
    total,
  );
  const priced = stretches.map(
    (stretch, i): PricedPeriod => ({
      ratePeriod: stretch.row.ratePeriod,
      from: stretch.from,
      to: stretch.to,
      energyWh: whole[i],
      electricityPrice: stretch.row.electricityPrice,
      servicePrice: stretch.row.servicePrice,
      electricityFee: feeOf(whole[i], stretch.row.electricityPrice),
      serviceFee: feeOf(whole[i], stretch.row.servicePrice),
    }),
  );
  const electricityFee = priced.reduce((sum, period) => sum + period.electricityFee, 0);
  const serviceFee = priced.reduce((sum, period) => sum + period.serviceFee, 0);
  return { energyWh: total, electricityFee, serviceFee, totalAmount: electricityFee + serviceFee, periods: priced };
}

interface Stretch {
  row: RatePeriodRow;
  from: number;
  to: number;
  /** Wh, fractional until the whole session is shared out. */
  energy: number;
}

/** Consecutive time in one period row (across readings, and across midnight for a row that wraps) is one stretch. */
function addStretch(stretches: Stretch[], row: RatePeriodRow, from: number, to: number, energy: number) {
  const last = stretches[stretches.length - 1];
  if (last && last.row === row && last.to === from) {
    last.to = to;
    last.energy += energy;
  } else stretches.push({ row, from, to, energy });
}

/** Whole numbers, each the floor or ceiling of its share, adding up to `total`. */
function largestRemainder(shares: number[], total: number): number[] {
  const floors = shares.map(Math.floor);
  let left = total - floors.reduce((sum, value) => sum + value, 0);
  const order = shares
    .map((share, i) => ({ i, remainder: share - floors[i] }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] += 1;
    left -= 1;
  }
  return floors;
}
