import { describe, expect, it } from 'vitest';
import type { EntityFile } from '../../src/meta/model';
import { SqlParams } from './sql';
import { viewCondition } from './view-condition';

const entity = (view?: EntityFile['view']) => ({ name: 'outstandingBill', view }) as unknown as EntityFile;

describe("a view's fixed filters as SQL", () => {
  it('holds each named column to its values, as bind parameters', () => {
    const params = new SqlParams();
    params.add(7);
    const sql = viewCondition(entity({ of: 'bill', where: { billStatus: [2], chargeStatus: [1, 2] } }), params);
    expect(sql).toBe('"bill_status" = any($2) and "charge_status" = any($3)');
    expect(params.values).toEqual([7, [2], [1, 2]]);
  });

  it('holds a "$user" filter to the caller, and to nobody without one', () => {
    const mine = entity({ of: 'alarmWorkOrder', where: { assigneeId: ['$user'], status: [2] } });
    const params = new SqlParams();
    expect(viewCondition(mine, params, 42)).toBe('"assignee_id" = any($1) and "status" = any($2)');
    expect(params.values).toEqual([[42], [2]]);
    const nobody = new SqlParams();
    viewCondition(mine, nobody);
    expect(nobody.values[0]).toEqual([null]);
  });

  it('adds nothing for an entity that is not a view', () => {
    const params = new SqlParams();
    expect(viewCondition(entity(), params)).toBeUndefined();
    expect(params.values).toEqual([]);
  });
});
