import { useRef } from 'react';
import type { GunReading } from './use-live-network';

/** The first state of charge a page saw for a session, to measure how fast it rises. */
interface FirstSeen {
  soc: number;
  at: number;
}

/**
 * Time left until full, from how fast the state of charge has risen since the page first saw the
 * session (undefined until it has risen at all).
 */
export function useRemainingEstimate() {
  const first = useRef(new Map<number, FirstSeen>());
  return (billId: number, reading: GunReading | undefined, now: number): number | undefined => {
    if (reading?.soc === undefined) return undefined;
    const seen = first.current.get(billId);
    if (!seen) {
      first.current.set(billId, { soc: reading.soc, at: reading.at });
      return undefined;
    }
    const perMs = (reading.soc - seen.soc) / (reading.at - seen.at);
    if (!(perMs > 0)) return undefined;
    return Math.max(0, (100 - reading.soc) / perMs - (now - reading.at));
  };
}

/** Energy of a session so far: the register's rise since the session started, else the bill's figure. */
export function sessionKwh(
  reading: GunReading | undefined,
  meterStartWh: number | null | undefined,
  billKwh?: number | null,
) {
  if (reading?.energyWh !== undefined && meterStartWh != null)
    return Math.max(0, (reading.energyWh - meterStartWh) / 1000);
  return billKwh ?? undefined;
}
