import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

/**
 * A coupon taken down is no reward any more: the activity form's coupon picker no longer offers
 * it, and the server refuses it when a caller sends it anyway; nothing is saved.
 */
let t: TestApp;
let token: string;
let sellerId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  const seller = await t.db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`);
  sellerId = Number(seller.rows[0].id);
});
afterAll(async () => {
  await t?.close();
});

async function couponTakenDown(name: string) {
  const { rows } = await t.db.query<{ id: number }>(
    `insert into coupon (seller_id, name, coupon_type, face_value, discount_scope, valid_from, valid_to,
        total_qty, per_member_limit, status)
     values ($1, $2, 1, 500, 'OnlyService', current_date - 1, current_date + 30, 10, 1, 'processing') returning id`,
    [sellerId, name],
  );
  const id = Number(rows[0].id);
  const answer = await t.call('/api/member/coupon/takeDown', { token, body: { ids: [id] } });
  expect(answer.body.code, answer.body.msg).toBe(0);
  return id;
}

describe('a coupon taken down as a reward', () => {
  it('is not offered by the reward picker', async () => {
    const id = await couponTakenDown('下架的奖励券');
    const offer = { status: ['not_started', 'processing'] };
    const picked = await t.call('/api/member/coupon/options', { token, body: { keyword: '奖励券', offer } });
    expect(picked.body.code, picked.body.msg).toBe(0);
    expect((picked.body.data as { value: number }[]).map((o) => Number(o.value))).not.toContain(id);
    const everything = await t.call('/api/member/coupon/options', { token, body: { keyword: '奖励券' } });
    expect((everything.body.data as { value: number }[]).map((o) => Number(o.value))).toContain(id);
  });

  it('is refused as a reward of a new activity, and nothing is saved', async () => {
    const id = await couponTakenDown('已下架券');
    const name = `送下架券${process.pid}`;
    const answer = await t.call('/api/member/activity/save', {
      token,
      body: {
        name,
        activityType: 4,
        startTime: new Date(Date.now() + DAY).toISOString(),
        endTime: new Date(Date.now() + 2 * DAY).toISOString(),
        couponIds: [id],
      },
    });
    expect(answer.body.code).not.toBe(0);
    expect(answer.body.msg).toContain('已下架券');
    const { rows } = await t.db.query(`select 1 from activity where name = $1`, [name]);
    expect(rows).toHaveLength(0);
  });
});
