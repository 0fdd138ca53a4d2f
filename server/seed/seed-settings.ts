import type { MetaBundle } from '../../src/meta/bundle';
import type { Queryable } from '../db/database';
import { joinTableName } from '../db/join-tables';
import { tableName } from '../db/naming';
import { insertRows } from './insert-rows';

/**
 * Groups cut from a seller's stations in id order: [name, code, first station, station count,
 * sort, organization (of DEMO_ORGANIZATIONS) or null]. The organizations let a role scoped to
 * "stations of my organization" show something: the station team sees the east stations, the
 * operations centre above it the west ones too.
 */
const GROUPS: [string, string, number, number, number, string | null][] = [
  ['东区场站', 'EAST', 0, 4, 10, '场站运维组'],
  ['西区场站', 'WEST', 4, 4, 20, '运营中心'],
  ['夜间快充', 'NIGHT', 1, 3, 30, null],
];

/**
 * Station groups (with their links), the e-mail configuration and the clearing parameters of
 * one seller, as far as those schemas exist and the seller has stations.
 */
export async function seedSettings(db: Queryable, bundle: MetaBundle, sellerId: number, sellerNumber: string) {
  const counts: Record<string, number> = {};
  const station = bundle.entities.get('station');
  const group = bundle.entities.get('stationGroup');
  const stations = station
    ? (
        await db.query<{ id: number }>(`select id from "${tableName(station)}" where seller_id = $1 order by id`, [
          sellerId,
        ])
      ).rows.map((r) => Number(r.id))
    : [];
  if (group && stations.length > 0) {
    const chosen = GROUPS.map(([, , from, n]) => stations.slice(from, from + n)).filter((ids) => ids.length > 0);
    const organizations = new Map(
      (
        await db.query<{ id: number; name: string }>(`select id, name from organizations where seller_id = $1`, [
          sellerId,
        ])
      ).rows.map((row) => [row.name, Number(row.id)]),
    );
    const rows = GROUPS.slice(0, chosen.length).map(([name, code, , , sort, organization]) => [
      sellerId,
      name,
      code,
      sort,
      null,
      (organization && organizations.get(organization)) ?? null,
    ]);
    const columns = ['seller_id', 'name', 'code', 'sort', 'remark', 'organization_id'];
    const ids = await insertRows(db, tableName(group), columns, rows);
    // Join rows have no id of their own, so not insertRows: one statement over arrays.
    const links = ids.flatMap((owner, i) => chosen[i].map((ref, position) => [owner, ref, position]));
    await db.query(
      `insert into "${joinTableName(group, 'stationIds')}" (seller_id, owner_id, ref_id, position)
       select $1, * from unnest($2::bigint[], $3::bigint[], $4::int[])`,
      [sellerId, links.map((l) => l[0]), links.map((l) => l[1]), links.map((l) => l[2])],
    );
    counts.stationGroup = ids.length;
  }
  const email = bundle.entities.get('emailConfig');
  if (email && stations.length > 0) {
    const columns = ['seller_id', 'smtp_host', 'port', 'ssl', 'account', 'password', 'sender_name', 'test_recipient'];
    const row = [
      sellerId,
      'smtp.exmail.qq.com',
      465,
      true,
      `alarm@s${sellerNumber}.example.com`,
      'demo-app-code',
      '告警中心',
      null,
    ];
    counts.emailConfig = (await insertRows(db, tableName(email), columns, [row])).length;
  }
  const params = bundle.entities.get('clearingParams');
  if (params && stations.length > 0) {
    const values = { summaryTime: '02:00', settlementDay: 5, billRounding: 'halfUp' };
    const rows = Object.entries(values).map(([key, value]) => [sellerId, key, JSON.stringify(value)]);
    await db.query(
      `insert into "${tableName(params)}" (seller_id, key, value) select * from unnest($1::bigint[], $2::varchar[], $3::text[])`,
      [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2])],
    );
    counts.clearingParams = rows.length;
  }
  return counts;
}
