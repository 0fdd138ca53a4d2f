import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { CrudError } from '../crud/crud-error';
import { issueCoupons, type CouponIssue } from './coupon-issue';

/**
 * The rules of the marketing area through the generic routes: activity and coupon lifecycles,
 * date order, what an activity in progress promised, the carousel audit, and the coupon issue
 * (stock, batch idempotence, concurrency). Runs on PGlite, and on PostgreSQL with DATABASE_URL
 * (where the concurrent issues really race).
 * @postgres: the concurrent coupon issues race only on a server with a pool of connections.
 */
let t: TestApp;
let admin: string;
let sellerId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  const { rows } = await t.db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`);
  sellerId = Number(rows[0].id);
});
afterAll(() => t?.close());

const post = async (url: string, body: object) => (await t.call(url, { body, token: admin })).body;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
const iso = (d: Date) => d.toISOString();
const date = (d: Date) => d.toISOString().slice(0, 10);

let serial = 0;
async function newCoupon(totalQty = 10, publish = true) {
  serial += 1;
  const saved = await post('/api/member/coupon/save', {
    name: `测试券${serial}`,
    couponType: 'FuWuFei',
    faceValue: 500,
    threshold: 0,
    discountScope: 'OnlyService',
    validFrom: date(day(-1)),
    validTo: date(day(30)),
    totalQty,
    perMemberLimit: 5,
  });
  expect(saved.code).toBe(0);
  if (publish) expect((await post('/api/member/coupon/publish', { id: saved.data.id })).code).toBe(0);
  return Number(saved.data.id);
}

async function newActivity(extra: object = {}) {
  serial += 1;
  const saved = await post('/api/member/activity/save', {
    name: `测试活动${serial}`,
    activityType: 1,
    startTime: iso(day(-1)),
    endTime: iso(day(10)),
    rewardAmount: 1000,
    ...extra,
  });
  expect(saved.code, saved.msg).toBe(0);
  return saved.data as { id: number; status: string };
}

const issue = (request: Partial<CouponIssue> & Pick<CouponIssue, 'batchKey' | 'couponIds' | 'memberIds'>) =>
  t.db.transaction((tx) => issueCoupons(tx, t.bundle, { sellerId, countPerMember: 1, ...request }, 'zh-CN'));
const stockOf = async (id: number) =>
  (
    await t.db.query<{ issued_qty: number; total_qty: number }>(
      `select issued_qty, total_qty from coupon where id = $1`,
      [id],
    )
  ).rows[0];
const recordsOf = async (couponId: number) =>
  Number(
    (await t.db.query<{ n: number }>(`select count(*)::int as n from coupon_record where coupon_id = $1`, [couponId]))
      .rows[0].n,
  );

describe('activity lifecycle and dates', () => {
  it('refuses an end before the start, with a message naming the start', async () => {
    const answer = await post('/api/member/activity/save', {
      name: '倒序活动',
      activityType: 1,
      startTime: iso(day(5)),
      endTime: iso(day(1)),
    });
    expect(answer.code).toBe(10);
    expect(answer.msg).toContain('结束时间');
    expect(JSON.stringify(answer.data.errors)).toContain('开始时间');
  });

  it('moves not started → in progress → over, and refuses a second publish', async () => {
    const { id, status } = await newActivity();
    expect(status).toBe('not_started');
    expect((await post('/api/member/activity/publish', { id })).code).toBe(0);
    expect((await post('/api/member/activity/publish', { id })).code).toBe(12);
    expect((await post('/api/member/activity/takeDown', { id })).code).toBe(0);
    expect((await post('/api/member/activity/get', { id })).data.status).toBe('over');
    expect((await post('/api/member/activity/invalidate', { id })).code).toBe(12);
  });

  it('refuses publishing an activity whose end has passed', async () => {
    const { id } = await newActivity({ startTime: iso(day(-10)), endTime: iso(day(-2)) });
    const answer = await post('/api/member/activity/publish', { id });
    expect(answer.code).toBe(10);
    expect(answer.msg).toContain('已过结束时间');
    expect((await post('/api/member/activity/get', { id })).data.status).toBe('not_started');
  });

  it('keeps what an activity in progress promised: rewards and coupons frozen, name and a later end allowed', async () => {
    const couponId = await newCoupon();
    const { id } = await newActivity({ couponIds: [couponId] });
    expect((await post('/api/member/activity/update', { id, rewardAmount: 2000 })).code).toBe(0);
    await post('/api/member/activity/publish', { id });

    const reward = await post('/api/member/activity/update', { id, rewardAmount: 100 });
    expect(reward.code).toBe(12);
    expect(reward.msg).toContain('进行中');
    expect(reward.msg).toContain('奖励金额');
    const coupons = await post('/api/member/activity/update', { id, couponIds: [] });
    expect(coupons.code).toBe(12);
    expect(coupons.msg).toContain('奖励优惠券');
    const earlier = await post('/api/member/activity/update', { id, endTime: iso(day(3)) });
    expect(earlier.code).toBe(12);

    expect((await post('/api/member/activity/update', { id, name: '改名后的活动', couponIds: [couponId] })).code).toBe(
      0,
    );
    expect((await post('/api/member/activity/update', { id, endTime: iso(day(20)) })).code).toBe(0);
    const row = (await post('/api/member/activity/get', { id })).data;
    expect(row).toMatchObject({ name: '改名后的活动', rewardAmount: 2000, couponIds: [couponId] });
  });

  it('refuses any change to an activity that is over', async () => {
    const { id } = await newActivity();
    await post('/api/member/activity/publish', { id });
    await post('/api/member/activity/takeDown', { id });
    const answer = await post('/api/member/activity/update', { id, name: '结束后改名' });
    expect(answer.code).toBe(12);
    expect(answer.msg).toContain('已结束');
  });

  it('issues by hand only from a manual coupon activity', async () => {
    const { id } = await newActivity();
    const answer = await post('/api/member/activity/issue', { id });
    expect(answer.code).toBe(12);
    expect(answer.msg).toContain('不是手动发券活动');
  });
});

describe('coupon lifecycle', () => {
  it('keeps a published coupon’s terms and its stock above what was issued', async () => {
    const id = await newCoupon(5);
    await issue({ batchKey: `terms-${id}`, couponIds: [id], memberIds: [1, 2, 3] });
    const face = await post('/api/member/coupon/update', { id, faceValue: 100 });
    expect(face.code).toBe(12);
    expect(face.msg).toContain('面额');
    const stock = await post('/api/member/coupon/update', { id, totalQty: 2 });
    expect(stock.code).toBe(10);
    expect(stock.msg).toContain('已发放的 3 张');
    expect((await post('/api/member/coupon/update', { id, totalQty: 8, remark: '加量' })).code).toBe(0);
  });

  it('voids, freezes and unfreezes coupon records along the coupon status dictionary', async () => {
    const id = await newCoupon(3);
    await issue({ batchKey: `records-${id}`, couponIds: [id], memberIds: [7] });
    const recordId = Number(
      (await t.db.query<{ id: number }>(`select id from coupon_record where coupon_id = $1`, [id])).rows[0].id,
    );
    expect((await post('/api/member/couponRecord/freeze', { id: recordId })).code).toBe(0);
    expect((await post('/api/member/couponRecord/freeze', { id: recordId })).code).toBe(12);
    expect((await post('/api/member/couponRecord/unfreeze', { id: recordId })).code).toBe(0);
    expect((await post('/api/member/couponRecord/void', { id: recordId })).code).toBe(0);
    expect((await post('/api/member/couponRecord/get', { id: recordId })).data.status).toBe('YiZuoFei');
    expect((await post('/api/member/couponRecord/unfreeze', { id: recordId })).code).toBe(12);
  });
});

describe('coupon issue: stock and batches', () => {
  it('issues each member their coupons and counts them against the stock', async () => {
    const id = await newCoupon(10);
    const result = await issue({ batchKey: `plain-${id}`, couponIds: [id], memberIds: [11, 12], countPerMember: 2 });
    expect(result).toEqual({ issued: 4, repeated: false });
    expect(await stockOf(id)).toEqual({ issued_qty: 4, total_qty: 10 });
    expect(await recordsOf(id)).toBe(4);
  });

  it('issues a batch once: the same batch key again writes nothing', async () => {
    const id = await newCoupon(10);
    await issue({ batchKey: `once-${id}`, couponIds: [id], memberIds: [21, 22] });
    const again = await issue({ batchKey: `once-${id}`, couponIds: [id], memberIds: [21, 22] });
    expect(again).toEqual({ issued: 2, repeated: true });
    expect(await stockOf(id)).toMatchObject({ issued_qty: 2 });
    expect(await recordsOf(id)).toBe(2);
  });

  it('refuses a batch larger than the stock left, naming what is left, and writes nothing', async () => {
    const id = await newCoupon(3);
    const refused = issue({ batchKey: `big-${id}`, couponIds: [id], memberIds: [1, 2, 3, 4] });
    await expect(refused).rejects.toThrow(CrudError);
    await expect(refused).rejects.toThrow('剩余 3 张，本次需要 4 张');
    expect(await stockOf(id)).toMatchObject({ issued_qty: 0 });
    expect(await recordsOf(id)).toBe(0);
  });

  it('refuses to issue a coupon that is not published', async () => {
    const id = await newCoupon(3, false);
    await expect(issue({ batchKey: `draft-${id}`, couponIds: [id], memberIds: [1] })).rejects.toThrow('未发布');
  });

  it('never overdraws the stock under concurrent issues', async () => {
    const id = await newCoupon(10);
    const attempts = await Promise.allSettled(
      Array.from({ length: 25 }, (_, i) =>
        issue({ batchKey: `race-${id}-${i}`, couponIds: [id], memberIds: [100 + i] }),
      ),
    );
    const issued = attempts.filter((a) => a.status === 'fulfilled').length;
    expect(issued).toBe(10);
    for (const failed of attempts.filter((a) => a.status === 'rejected'))
      expect(String((failed as PromiseRejectedResult).reason.message)).toContain('库存不足');
    expect(await stockOf(id)).toEqual({ issued_qty: 10, total_qty: 10 });
    expect(await recordsOf(id)).toBe(10);
  }, 60_000);

  it('issues one batch sent many times at once exactly once', async () => {
    const id = await newCoupon(100);
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () => issue({ batchKey: `same-${id}`, couponIds: [id], memberIds: [1, 2, 3] })),
    );
    expect(attempts.filter((a) => !a.repeated)).toHaveLength(1);
    expect(attempts.every((a) => a.issued === 3)).toBe(true);
    expect(await stockOf(id)).toMatchObject({ issued_qty: 3 });
    expect(await recordsOf(id)).toBe(3);
  }, 60_000);
});

describe('carousel audit', () => {
  async function newItem() {
    serial += 1;
    const saved = await post('/api/config/carouselConfig/save', {
      title: `轮播${serial}`,
      informationType: 1,
      image: ['/files/1/banner.png'],
      startTime: iso(day(0)),
      endTime: iso(day(7)),
    });
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data.audit).toBe('UNDER_REVIEW');
    return Number(saved.data.id);
  }

  it('passes an item under review, or refuses it with a reason', async () => {
    const passed = await newItem();
    expect((await post('/api/config/carouselConfig/approve', { id: passed })).code).toBe(0);
    const row = (await post('/api/config/carouselConfig/get', { id: passed })).data;
    expect(row.audit).toBe('PASS');
    expect(row.auditedAt).toBeTruthy();

    const refused = await newItem();
    expect((await post('/api/config/carouselConfig/reject', { id: refused, input: {} })).code).toBe(10);
    expect(
      (await post('/api/config/carouselConfig/reject', { id: refused, input: { auditReason: '图片模糊' } })).code,
    ).toBe(0);
    expect((await post('/api/config/carouselConfig/get', { id: refused })).data).toMatchObject({
      audit: 'NO_PASS',
      auditReason: '图片模糊',
    });
    expect((await post('/api/config/carouselConfig/approve', { id: refused })).code).toBe(12);
    expect((await post('/api/config/carouselConfig/resubmit', { id: refused })).code).toBe(0);
  });

  it('sends a changed item back under review', async () => {
    const id = await newItem();
    await post('/api/config/carouselConfig/approve', { id });
    expect((await post('/api/config/carouselConfig/update', { id, linkUrl: 'https://example.com/new' })).code).toBe(0);
    expect((await post('/api/config/carouselConfig/get', { id })).data.audit).toBe('UNDER_REVIEW');
  });
});
