import { fieldRefusal, refusal } from '../crud/crud-error';
import { ERRORS } from '../messages';
import { defineEntityHooks } from './entity-hooks';

export interface Reading {
  ratePeriod: string;
  startReading: number;
  endReading: number;
  /** Yuan per kWh in units of 1/10000 yuan (moneyUnit 10000). */
  price: number;
  kwh?: number;
  /** Fen. */
  fee?: number;
}

/**
 * A month's charge of a meter: each period's energy is its reading difference times the
 * meter's multiplier (CT ratio), its charge that energy at the period's price, in fen.
 */
export function priceReadings(readings: readonly Reading[], multiplier: number) {
  const priced = readings.map((reading) => {
    const kwh = Number(((Number(reading.endReading) - Number(reading.startReading)) * multiplier).toFixed(2));
    return { ...reading, kwh, fee: Math.round((kwh * Number(reading.price)) / 100) };
  });
  return {
    readings: priced,
    totalKwh: Number(priced.reduce((sum, r) => sum + r.kwh, 0).toFixed(2)),
    totalFee: priced.reduce((sum, r) => sum + r.fee, 0),
  };
}

/** Meter charges: energy and money are computed from the readings, never typed in. */
export default defineEntityHooks({
  async beforeSave({ tx, values, before, sellerId, locale }) {
    const readings = (values.readings ?? before?.readings ?? []) as Reading[];
    const periods = new Set<string>();
    for (const reading of readings) {
      if (periods.has(reading.ratePeriod)) {
        throw fieldRefusal(locale, ERRORS.readingsRepeated, 'readings');
      }
      periods.add(reading.ratePeriod);
    }
    const meterId = values.meterId ?? before?.meterId;
    const { rows } = await tx.query<{ multiplier: number }>(
      `select "multiplier" from "electricity_meter" where "id" = $1 and "seller_id" = $2`,
      [meterId, sellerId],
    );
    if (!rows[0]) throw refusal(locale, ERRORS.noSuchMeter);
    Object.assign(values, priceReadings(readings, Number(rows[0].multiplier ?? 1)));
  },
});
