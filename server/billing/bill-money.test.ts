import { describe, expect, it } from 'vitest';
import { API_CODES } from '../../src/meta/api-codes';
import type { Queryable } from '../db/database';
import { lockBillMoney } from './bill-money';

/** A transaction that finds no bill: the one the seller named is gone or belongs to another. */
const noBill: Queryable = { query: () => Promise.resolve({ rows: [] }) as never };

describe('a bill that is not there', () => {
  it("is refused as not found, in the caller's language", async () => {
    await expect(lockBillMoney(noBill, 1, 42, 'zh-CN')).rejects.toMatchObject({
      code: API_CODES.NOT_FOUND,
      message: '订单不存在',
    });
    await expect(lockBillMoney(noBill, 1, 42, 'en-US')).rejects.toMatchObject({
      code: API_CODES.NOT_FOUND,
      message: 'No such bill',
    });
  });
});
