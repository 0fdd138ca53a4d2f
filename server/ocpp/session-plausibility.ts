import type { LiveSample } from './charging-sessions';

/**
 * Why a charging session is held for review instead of charged (dictionary abnormalType). A
 * pile's claims are checked before any pricing work, so that what it says (a session of 150
 * years, a meter jumping from −2³¹ to 2³¹−1) can neither take money from a member nor make the
 * server price it.
 */
export const IMPLAUSIBLE = {
  /**
   * A start or stop in the future, a start before the pile's last boot, a stop before the start,
   * or longer than the longest session.
   */
  time: 'IMPLAUSIBLE_TIME',
  /** A meter below zero or beyond what a meter register holds. */
  meter: 'METER_JUMP',
  /** The meter went down: meterStop below meterStart, or readings that decrease. */
  backwards: 'METER_BACKWARDS',
  /** More energy than the pile's rated power delivers in the time. */
  power: 'OVER_POWER',
  /** More readings than one message or one session may carry. */
  samples: 'TOO_MANY_SAMPLES',
  /** The card was answered Blocked, Expired or Invalid. */
  card: 'CARD_REFUSED',
  /** The card was already charging at another gun. */
  concurrent: 'CONCURRENT_TX',
} as const;

export type ImplausibleReason = (typeof IMPLAUSIBLE)[keyof typeof IMPLAUSIBLE];

/** The bounds a session is judged by (server/README.md "Plausible charging"). */
export interface SessionLimits {
  /** The longest session charged; pricing never spans more (OCPP_MAX_SESSION_HOURS, default 48). */
  maxSessionMs: number;
  /** How far ahead of this server's clock a pile's clock may run (OCPP_CLOCK_SKEW_SECONDS, 300). */
  clockSkewMs: number;
  /** Readings one MeterValues or StopTransaction may carry (OCPP_MAX_MESSAGE_SAMPLES, 1,000). */
  maxMessageSamples: number;
  /** Readings one session may keep and be priced from (OCPP_MAX_SESSION_SAMPLES, 20,000). */
  maxSessionSamples: number;
  /** Share above the rated power still believed, for meter and clock error (OCPP_POWER_TOLERANCE, 0.1). */
  powerTolerance: number;
  /** Wh always believed whatever the time, for readings at one instant (OCPP_POWER_SLACK_WH, 500). */
  powerSlackWh: number;
}

/** Rated power assumed for a pile that has none recorded: the largest the pile form accepts. */
export const UNKNOWN_RATED_POWER_KW = 1_000;

/** The largest reading kept: a meter register of the OCPP integer column (int4). */
export const MAX_METER_WH = 2 ** 31 - 1;

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(number) && number > 0 ? number : fallback;
};

export function readSessionLimits(env: NodeJS.ProcessEnv = process.env): SessionLimits {
  return {
    maxSessionMs: positive(env.OCPP_MAX_SESSION_HOURS, 48) * 3_600_000,
    clockSkewMs: positive(env.OCPP_CLOCK_SKEW_SECONDS, 300) * 1_000,
    maxMessageSamples: Math.floor(positive(env.OCPP_MAX_MESSAGE_SAMPLES, 1_000)),
    maxSessionSamples: Math.floor(positive(env.OCPP_MAX_SESSION_SAMPLES, 20_000)),
    powerTolerance: positive(env.OCPP_POWER_TOLERANCE, 0.1),
    powerSlackWh: positive(env.OCPP_POWER_SLACK_WH, 500),
  };
}

/**
 * At most `max` of the items, evenly spread from the first to the last: what a message's
 * readings are cut to before any work per reading, whatever number the pile sent.
 */
export function evenlySpaced<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  if (max <= 1) return items.slice(-1);
  const picked: T[] = [];
  const step = (items.length - 1) / (max - 1);
  for (let i = 0; i < max; i++) picked.push(items[Math.round(i * step)]);
  return picked;
}

const fits = (value: number | undefined, limit: number) =>
  value === undefined || (Number.isFinite(value) && Math.abs(value) <= limit);

/**
 * Readings that can be stored: an energy register that is a whole number from 0 to the
 * largest meter value, and live values inside their columns (a value beyond them would fail
 * the statement that stores a whole batch of piles' readings). Live values that do not fit
 * are dropped, the reading kept.
 */
export function storableSamples(samples: readonly LiveSample[]): LiveSample[] {
  const kept: LiveSample[] = [];
  for (const sample of samples) {
    if (!Number.isSafeInteger(sample.energyWh) || sample.energyWh < 0 || sample.energyWh > MAX_METER_WH) continue;
    if (!Number.isFinite(sample.at)) continue;
    kept.push({
      at: sample.at,
      energyWh: sample.energyWh,
      powerW: fits(sample.powerW, MAX_METER_WH) ? sample.powerW : undefined,
      voltageV: fits(sample.voltageV, 1e6) ? sample.voltageV : undefined,
      currentA: fits(sample.currentA, 1e6) ? sample.currentA : undefined,
      soc: sample.soc !== undefined && sample.soc >= 0 && sample.soc <= 100 ? sample.soc : undefined,
    });
  }
  return kept;
}

const meterOk = (value: number) => Number.isSafeInteger(value) && value >= 0 && value <= MAX_METER_WH;

/**
 * Whether a StartTransaction can begin a chargeable session: its time and its meter. `bootedAt`
 * is when the pile last booted (its BootNotification on this connection), when known: a pile
 * cannot have started a session while it was off.
 */
export function judgeStart(
  start: { startedAt: number; meterStart: number; bootedAt?: number },
  limits: SessionLimits,
  now = Date.now(),
): ImplausibleReason | undefined {
  const { startedAt, meterStart, bootedAt } = start;
  if (!Number.isFinite(startedAt) || startedAt > now + limits.clockSkewMs || startedAt < now - limits.maxSessionMs)
    return IMPLAUSIBLE.time;
  if (bootedAt !== undefined && startedAt < bootedAt - limits.clockSkewMs) return IMPLAUSIBLE.time;
  if (!meterOk(meterStart)) return IMPLAUSIBLE.meter;
  return undefined;
}

export interface SessionClaim {
  startedAt: number;
  meterStart: number;
  stoppedAt: number;
  meterStop: number;
  /** How many readings the StopTransaction carried, before they were cut. */
  messageSamples: number;
  /** How many readings the session has stored. */
  storedSamples: number;
  /** The pile's rated power in kW; null or 0: unknown. */
  ratedPowerKw: number | null;
}

/**
 * Whether a StopTransaction's claim is believable, from its counts and end points alone (no
 * work per reading): a stop inside the longest session after the start and not in the future,
 * a meter that did not go down, energy the pile's rated power could deliver in the time.
 */
export function judgeStop(claim: SessionClaim, limits: SessionLimits, now = Date.now()): ImplausibleReason | undefined {
  if (claim.messageSamples > limits.maxMessageSamples) return IMPLAUSIBLE.samples;
  if (claim.storedSamples + claim.messageSamples >= limits.maxSessionSamples) return IMPLAUSIBLE.samples;
  const { startedAt, stoppedAt } = claim;
  if (
    !Number.isFinite(stoppedAt) ||
    stoppedAt > now + limits.clockSkewMs ||
    stoppedAt < startedAt ||
    stoppedAt - startedAt > limits.maxSessionMs
  )
    return IMPLAUSIBLE.time;
  if (!meterOk(claim.meterStart) || !meterOk(claim.meterStop)) return IMPLAUSIBLE.meter;
  if (claim.meterStop < claim.meterStart) return IMPLAUSIBLE.backwards;
  const ratedW = (claim.ratedPowerKw && claim.ratedPowerKw > 0 ? claim.ratedPowerKw : UNKNOWN_RATED_POWER_KW) * 1_000;
  const deliverableWh = (ratedW * (stoppedAt - startedAt)) / 3_600_000;
  if (claim.meterStop - claim.meterStart > deliverableWh * (1 + limits.powerTolerance) + limits.powerSlackWh)
    return IMPLAUSIBLE.power;
  return undefined;
}

/**
 * Whether a session's readings, in time order, are believable: each inside the session's time
 * (give or take the clock skew) and its meter range, none below the one before.
 */
export function judgeReadings(
  readings: readonly { at: number; energyWh: number }[],
  claim: Pick<SessionClaim, 'startedAt' | 'stoppedAt' | 'meterStart' | 'meterStop'>,
  limits: SessionLimits,
): ImplausibleReason | undefined {
  let previous = -Infinity;
  for (const reading of readings) {
    if (reading.at < claim.startedAt - limits.clockSkewMs || reading.at > claim.stoppedAt + limits.clockSkewMs)
      return IMPLAUSIBLE.time;
    if (reading.energyWh < previous || reading.energyWh < claim.meterStart || reading.energyWh > claim.meterStop)
      return IMPLAUSIBLE.backwards;
    previous = reading.energyWh;
  }
  return undefined;
}
