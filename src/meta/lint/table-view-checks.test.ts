import { describe, expect, it } from 'vitest';
import { lintWithChange as lintWith, type Json } from '../../../scripts/lib/lint-with-change';

const fields = (content: Json) => content.fields as Record<string, Json>;
const view = (content: Json) => content.view as Json;

describe("views of another entity's rows, checked at their place", () => {
  it('accepts the bill views as they are', () => {
    expect(lintWith('outstanding-bill.json', () => {})).toEqual([]);
  });

  it.each<[string, (content: Json) => void, string]>([
    ['a view of no entity', (c) => (view(c).of = 'bills'), '"bills" is not another entity'],
    ['a view of itself', (c) => (view(c).of = 'outstandingBill'), '"outstandingBill" is not another entity'],
    [
      'a view that writes rows',
      (c) => (c.operations = ['page', 'get', 'export', 'update']),
      'a view writes no rows: declare "operations" from page, get and export (rows are written by "bill")',
    ],
    [
      'a view with a table of its own',
      (c) => (c.table = 'outstanding'),
      'a view reads the table of the entity it shows',
    ],
    [
      'a field the viewed entity lacks',
      (c) => (fields(c).dueDate = { type: 'date', title: { 'zh-CN': '到期', 'en-US': 'Due' } }),
      '"dueDate" is not a field of entity "bill", whose rows this view shows',
    ],
    [
      'a field of another type',
      (c) => (fields(c).remindCount = { ...fields(c).remindCount, type: 'number' }),
      '"remindCount" is a integer in "bill"',
    ],
    [
      'a field on another dictionary',
      (c) => (fields(c).chargeStatus = { ...fields(c).chargeStatus, dict: 'billStatus' }),
      '"chargeStatus" uses dictionary "billChargeStatus" in "bill"',
    ],
    [
      'a fixed filter on an unknown field',
      (c) => (view(c).where = { paid: [1] }),
      '"paid" is not a field of entity "bill"',
    ],
    [
      'a fixed filter value outside the dictionary',
      (c) => (view(c).where = { chargeStatus: [1, 9] }),
      '9 is not a value of dictionary "billChargeStatus"',
    ],
  ])('%s', (_, change, message) => {
    const problems = lintWith('outstanding-bill.json', change);
    expect(problems.some((p) => p.startsWith('schemas/entities/outstanding-bill.json:') && p.includes(message))).toBe(
      true,
    );
  });
});
