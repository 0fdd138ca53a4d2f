import { describe, expect, it } from 'vitest';
import type { MetaBundle } from '../../src/meta/bundle';
import type { FieldDef } from '../../src/meta/model';
import { formatCell } from './cell-format';

const bundle = {} as MetaBundle;
const title = { 'zh-CN': '完成人', 'en-US': 'Finished by' };
const cell = (field: FieldDef, row: Record<string, unknown>) =>
  formatCell(bundle, { name: 'finishedBy', field, title }, row, 'zh-CN');

describe('a user id in a sheet', () => {
  it("is the user's name, as on the screen", () => {
    const field: FieldDef = { type: 'integer', title, userRef: true };
    expect(cell(field, { finishedBy: 7, $labels: { finishedBy: '张工' } })).toBe('张工');
  });

  it('stays the id when the user is gone, and a plain integer stays a number', () => {
    expect(cell({ type: 'integer', title, userRef: true }, { finishedBy: 7, $labels: {} })).toBe(7);
    expect(cell({ type: 'integer', title }, { finishedBy: 7, $labels: { finishedBy: '张工' } })).toBe(7);
  });
});
