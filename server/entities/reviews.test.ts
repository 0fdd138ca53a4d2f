import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

/**
 * Review management (评价管理) and review tags: an operator answers a member's review, hides and
 * shows it, and a tag that reviews still carry cannot be deleted.
 */
let t: TestApp;
let admin: string;
let viewer: string;
let sellerId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  viewer = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
  sellerId = Number((await t.db.query(`select id from sellers where seller_number = '100001'`)).rows[0].id);
}, 180_000);
afterAll(() => t.close());

const post = async (path: string, body: object, token = admin) =>
  (await t.call(`/api/config/${path}`, { body, token })).body;

/** A shown review of seller 100001 without a reply yet. */
async function unansweredReview(): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    `select id from comment where seller_id = $1 and reply is null and show_status = 1 order by id limit 1`,
    [sellerId],
  );
  return Number(rows[0].id);
}

describe('review management', () => {
  it('lists the seeded reviews with their member, station and tags', async () => {
    const page = await post('comment/page', { pageNo: 1, pageSize: 10 });
    expect(page.code, page.msg).toBe(0);
    expect(page.data.totalCount).toBeGreaterThan(10);
    const row = page.data.data[0];
    expect(row.$labels.memberId).toBeTruthy();
    expect(row.$labels.stationId).toBeTruthy();
  });

  it('answers a review with a reply that names who answered and when', async () => {
    const id = await unansweredReview();
    expect((await post('comment/reply', { ids: [id], input: {} })).code).toBe(10);
    const done = await post('comment/reply', { ids: [id], input: { reply: '感谢反馈，已安排检修。' } });
    expect(done.code, done.msg).toBe(0);
    const row = (await post('comment/get', { id })).data;
    expect(row.reply).toBe('感谢反馈，已安排检修。');
    expect(row.repliedAt).toBeTruthy();
    expect(row.$labels.repliedBy).toBeTruthy();
    // Replying leaves the review's visibility as it was.
    expect(row.showStatus).toBe(1);
  });

  it('hides a review and shows it again; the read-only role may do neither', async () => {
    const id = await unansweredReview();
    expect((await post('comment/hide', { ids: [id] }, viewer)).code).not.toBe(0);
    expect((await post('comment/get', { id })).data.showStatus).toBe(1);
    expect((await post('comment/hide', { ids: [id] })).code).toBe(0);
    expect((await post('comment/get', { id })).data.showStatus).toBe(0);
    // A hidden review is not hidden again, and it is found by the visibility filter.
    expect((await post('comment/hide', { ids: [id] })).code).not.toBe(0);
    const hidden = await post('comment/page', { pageNo: 1, pageSize: 200, filters: { showStatus: 0 } });
    expect((hidden.data.data as { id: number }[]).map((row) => row.id)).toContain(id);
    expect((await post('comment/show', { ids: [id] })).code).toBe(0);
    expect((await post('comment/get', { id })).data.showStatus).toBe(1);
  });

  it('refuses to delete a tag that reviews carry, and deletes it once none does', async () => {
    const { rows } = await t.db.query<{ id: number; owner_id: number }>(
      `select l.ref_id as id, l.owner_id from comment_tag_ids l where l.seller_id = $1 order by l.ref_id limit 1`,
      [sellerId],
    );
    const tagId = Number(rows[0].id);
    const refused = await post('evaluateTag/delete', { ids: [tagId] });
    expect(refused.code).not.toBe(0);
    expect(refused.msg).toBeTruthy();
    expect((await post('evaluateTag/get', { id: tagId })).data.id).toBe(tagId);

    const fresh = await post('evaluateTag/save', { name: '充电桩有遮雨棚', polarity: 1, sort: 20 });
    expect(fresh.code, fresh.msg).toBe(0);
    const freshId = Number(fresh.data.id);
    expect((await post('evaluateTag/save', { name: '充电桩有遮雨棚', polarity: 1 })).code).not.toBe(0);
    expect((await post('evaluateTag/delete', { ids: [freshId] })).code).toBe(0);
  });

  it('counts the reviews carrying each tag, and a deleted review no longer counts', async () => {
    const counted = async (id: number) => Number((await post('evaluateTag/get', { id })).data.useCount);
    const linked = async (id: number) =>
      Number(
        (
          await t.db.query(`select count(*)::int as n from comment_tag_ids where seller_id = $1 and ref_id = $2`, [
            sellerId,
            id,
          ])
        ).rows[0].n,
      );
    // The seeded counts agree with the reviews' tags.
    const tags = (await post('evaluateTag/page', { pageNo: 1, pageSize: 50 })).data.data as {
      id: number;
      useCount: number;
    }[];
    for (const tag of tags) expect(tag.useCount).toBe(await linked(tag.id));

    // Deleting a review takes it out of its tags' counts, in the same transaction.
    const { rows } = await t.db.query<{ owner_id: number }>(
      `select owner_id from comment_tag_ids where seller_id = $1 group by owner_id having count(*) >= 2 order by owner_id limit 1`,
      [sellerId],
    );
    const review = Number(rows[0].owner_id);
    const carried = (await post('comment/get', { id: review })).data.tagIds as number[];
    const before = await Promise.all(carried.map(counted));
    expect((await post('comment/delete', { ids: [review] })).code).toBe(0);
    expect(await Promise.all(carried.map(counted))).toEqual(before.map((n) => n - 1));
    for (const tag of carried) expect(await counted(tag)).toBe(await linked(tag));
  });
});
