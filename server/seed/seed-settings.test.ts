import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileEntityValidator } from '../../src/meta/rules/entity-validator';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.close());

describe('demo settings and groups', () => {
  it("gives each seller with stations three groups, linked only to that seller's own stations", async () => {
    const { rows } = await t.db.query<{ seller_number: string; groups: number; foreign: number; links: number }>(
      `select s.seller_number,
              (select count(*)::int from station_group g where g.seller_id = s.id) as groups,
              (select count(*)::int from station_group_station_ids j join station st on st.id = j.ref_id
                where j.seller_id = s.id and st.seller_id <> s.id) as foreign,
              (select count(*)::int from station_group_station_ids j where j.seller_id = s.id) as links
         from sellers s order by 1`,
    );
    expect(rows.find((r) => r.seller_number === '100000')).toMatchObject({ groups: 0, links: 0 });
    expect(rows.find((r) => r.seller_number === '100001')).toMatchObject({ groups: 3, foreign: 0, links: 11 });
    for (const row of rows) expect(row.foreign).toBe(0);
  });

  it('writes e-mail configurations and clearing parameters that pass their own rules', async () => {
    const email = t.bundle.entities.get('emailConfig')!;
    const validate = compileEntityValidator(email, { dictionaries: t.bundle.dictionaries, mode: 'create' });
    const { rows } = await t.db.query<Record<string, unknown>>(`select * from email_config order by id`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const payload = {
        smtpHost: row.smtp_host,
        port: row.port,
        ssl: row.ssl,
        account: row.account,
        password: row.password,
        senderName: row.sender_name,
      };
      expect(validate(payload, 'zh-CN')).toEqual([]);
    }
    const params = t.bundle.entities.get('clearingParams')!;
    const check = compileEntityValidator(params, { dictionaries: t.bundle.dictionaries, mode: 'update' });
    const { rows: keys } = await t.db.query<{ key: string; value: string }>(`select key, value from clearing_params`);
    expect(keys.length).toBeGreaterThan(0);
    for (const { key, value } of keys) expect(check({ [key]: JSON.parse(value) }, 'zh-CN')).toEqual([]);
  });
});
