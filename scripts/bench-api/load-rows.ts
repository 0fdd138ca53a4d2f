import type { Database } from '../../server/db/database';

export const BENCH_STATIONS = 100;
export const BENCH_STATUSES = 4;

export interface LoadedRows {
  sellerId: number;
  /** One station's id: its orders are 1% of the rows (the selective filter). */
  stationId: number;
}

/**
 * Fills the charge order table for seller 100001 with generate_series in chunks: 100 stations
 * (so one station is 1% of the rows) and 4 statuses (one status is 25%), then refreshes the
 * planner's statistics and the visibility map so that counts can read indexes alone.
 */
export async function loadRows(db: Database, rows: number, log: (line: string) => void): Promise<LoadedRows> {
  const seller = await db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`);
  const sellerId = Number(seller.rows[0].id);
  const stations = await db.query<{ id: number }>(
    `insert into station (seller_id, name, code, status, enable_status)
     select $1, 'bench station ' || i, 'BENCH' || i, 1, 1 from generate_series(1, ${BENCH_STATIONS}) i returning id`,
    [sellerId],
  );
  const stationIds = stations.rows.map((row) => Number(row.id));
  const chunk = 100_000;
  const started = Date.now();
  for (let from = 1; from <= rows; from += chunk) {
    const to = Math.min(rows, from + chunk - 1);
    await db.query(
      `insert into charge_order (seller_id, order_no, station_id, member_mobile, status, amount, energy, start_time, end_time, paid)
       select $1, 'BO' || lpad(i::text, 9, '0'), ($2::bigint[])[1 + i % ${BENCH_STATIONS}],
              '139' || lpad((i % 100000000)::text, 8, '0'), 1 + (i / ${BENCH_STATIONS}) % ${BENCH_STATUSES},
              (i % 50000) + 100, (i % 800) / 10.0,
              timestamptz '2025-01-01 00:00:00+08' + (i || ' seconds')::interval,
              timestamptz '2025-01-01 00:40:00+08' + (i || ' seconds')::interval, i % 3 > 0
         from generate_series($3::int, $4::int) i`,
      [sellerId, stationIds, from, to],
    );
    log(`  loaded ${to.toLocaleString('en-US')} rows (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  await db.query('vacuum analyze charge_order');
  return { sellerId, stationId: stationIds[0] };
}
