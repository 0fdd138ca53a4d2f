import type { Queryable } from '../../db/database';

export interface SellerRows {
  sellerId: number;
  stationIds: number[];
  stationNames: string[];
  orderIds: number[];
}

/**
 * Writes `count` deterministic charge orders for one demo seller: order numbers
 * `<prefix>0001`…, statuses cycling 1–4, amount i × 100 fen, start times one hour apart from
 * 2025-01-01 00:00 (the database's time zone), stations cycling over the seller's own.
 */
export async function seedChargeOrders(
  db: Queryable,
  sellerNumber: string,
  prefix: string,
  count: number,
): Promise<SellerRows> {
  const seller = await db.query<{ id: number }>('select id from sellers where seller_number = $1', [sellerNumber]);
  const sellerId = Number(seller.rows[0].id);
  const stations = await db.query<{ id: number; name: string }>(
    'select id, name from station where seller_id = $1 order by id',
    [sellerId],
  );
  const stationIds = stations.rows.map((row) => Number(row.id));
  const inserted = await db.query<{ id: number }>(
    `insert into charge_order (seller_id, order_no, station_id, member_mobile, status, amount, energy, start_time, end_time, paid)
     select $1, $2 || lpad(i::text, 4, '0'), ($3::bigint[])[1 + (i % cardinality($3::bigint[]))],
            '138' || lpad(i::text, 8, '0'), 1 + (i % 4), i * 100, i * 1.5,
            timestamp '2025-01-01 00:00:00' + (i || ' hours')::interval,
            timestamp '2025-01-01 00:30:00' + (i || ' hours')::interval, i % 2 = 0
       from generate_series(1, $4::int) as i
     returning id`,
    [sellerId, prefix, stationIds, count],
  );
  return {
    sellerId,
    stationIds,
    stationNames: stations.rows.map((row) => row.name),
    orderIds: inserted.rows.map((row) => Number(row.id)),
  };
}
