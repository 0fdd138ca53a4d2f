import { CrudError, validationError } from '../crud/crud-error';
import { API_CODES } from '../../src/meta/api-codes';
import { defineEntityHooks } from './entity-hooks';

const say = (locale: string, zh: string, en: string) => (locale === 'en-US' ? en : zh);

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
        const message = say(locale, '每个时段只能填写一行读数', 'One row of readings per rate period');
        throw validationError(message, [{ field: 'readings', message }]);
      }
      periods.add(reading.ratePeriod);
    }
    const meterId = values.meterId ?? before?.meterId;
    const { rows } = await tx.query<{ multiplier: number }>(
      `select "multiplier" from "electricity_meter" where "id" = $1 and "seller_id" = $2`,
      [meterId, sellerId],
    );
    if (!rows[0]) throw new CrudError(API_CODES.NOT_FOUND, say(locale, '电表不存在', 'No such meter'));
    Object.assign(values, priceReadings(readings, Number(rows[0].multiplier ?? 1)));
  },
});
