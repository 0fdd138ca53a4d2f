import { describe, expect, it } from 'vitest';
import { rowLock } from './row-locks';

const entity = {
  lockedRows: [
    { field: 'isAdmin', equals: true, actions: ['disable', 'delete'] },
    { field: 'id', equals: '$user', actions: ['delete'] },
  ],
};

describe('rowLock', () => {
  it('locks the actions listed on rows whose field has the value', () => {
    expect(rowLock(entity, { id: 1, isAdmin: true }, 'disable', 9)).toBe(entity.lockedRows[0]);
    expect(rowLock(entity, { id: 1, isAdmin: true }, 'edit', 9)).toBeUndefined();
    expect(rowLock(entity, { id: 2, isAdmin: false }, 'disable', 9)).toBeUndefined();
  });

  it("locks the caller's own row with $user, and nobody's when the caller is unknown", () => {
    expect(rowLock(entity, { id: 9, isAdmin: false }, 'delete', 9)).toBe(entity.lockedRows[1]);
    expect(rowLock(entity, { id: 9, isAdmin: false }, 'delete', 8)).toBeUndefined();
    expect(rowLock(entity, { id: 9, isAdmin: false }, 'delete', undefined)).toBeUndefined();
  });

  it('compares ids sent as text with numbers', () => {
    expect(rowLock(entity, { id: '9' }, 'delete', 9)).toBe(entity.lockedRows[1]);
  });
});
