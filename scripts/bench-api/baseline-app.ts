import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../../server/db/database';

/**
 * The comparison point: a bare fastify route with no session, permission or schema work, doing
 * what a hand-written list endpoint typically does — the page by offset and a full count.
 */
export async function startBaseline(db: Database, sellerId: number): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  app.post<{ Body: { column: 'station_id' | 'status'; value: number; pageNo: number } }>(
    '/baseline',
    async (request) => {
      const { column, value, pageNo } = request.body;
      const where = `where seller_id = $1 and ${column === 'status' ? 'status' : 'station_id'} = $2`;
      const [rows, count] = await Promise.all([
        db.query(
          `select id, order_no, station_id, member_mobile, status, amount, energy, start_time, end_time, paid
           from charge_order ${where} order by id desc limit 10 offset $3`,
          [sellerId, value, (pageNo - 1) * 10],
        ),
        db.query<{ n: number }>(`select count(*)::int as n from charge_order ${where}`, [sellerId, value]),
      ]);
      return { code: 0, data: { data: rows.rows, totalCount: count.rows[0].n } };
    },
  );
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url };
}
