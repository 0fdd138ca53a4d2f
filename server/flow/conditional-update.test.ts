import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';
import { updateWhileStatus } from './conditional-update';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t?.close());

describe('an update that holds only while the row is in a from status', () => {
  it('updates a row in a from status, and leaves one that has moved on untouched', async () => {
    const refund = t.bundle.entities.get('refundRecord')!;
    const { rows } = await t.db.query<{ id: number; seller_id: number }>(
      `select id, seller_id from refund_record where status = 'AwaitingApproval' order by id limit 1`,
    );
    const id = Number(rows[0].id);
    const sellerId = Number(rows[0].seller_id);
    const moved = await t.db.transaction((tx) =>
      updateWhileStatus(tx, refund, sellerId, id, 'status', ['AwaitingApproval'], { status: 'AwaitingReApproval' }),
    );
    expect(moved?.status).toBe('AwaitingReApproval');
    // A second approval that read the row before the first committed finds it moved on.
    const late = await t.db.transaction((tx) =>
      updateWhileStatus(tx, refund, sellerId, id, 'status', ['AwaitingApproval'], { status: 'DisApprove' }),
    );
    expect(late).toBeUndefined();
    const now = await t.db.query(`select status from refund_record where id = $1`, [id]);
    expect(now.rows[0].status).toBe('AwaitingReApproval');
    const foreign = await t.db.transaction((tx) =>
      updateWhileStatus(tx, refund, sellerId + 1, id, 'status', ['AwaitingReApproval'], { status: 'DisApprove' }),
    );
    expect(foreign).toBeUndefined();
  });
});
