import { describe, expect, it } from 'vitest';
import type { DictionaryFile, FieldDef } from '../model';
import { checkSubRows } from './check-sub-rows';

const ratePeriod: DictionaryFile = {
  name: 'ratePeriod',
  title: { 'zh-CN': '时段', 'en-US': 'Rate period' },
  valueType: 'string',
  items: ['Jian', 'Feng', 'Ping', 'Gu'].map((value) => ({ value, label: { 'zh-CN': value, 'en-US': value } })),
};
const dictionaries = new Map([['ratePeriod', ratePeriod]]);

const periods: FieldDef = {
  type: 'json',
  title: { 'zh-CN': '计费时段', 'en-US': 'Periods' },
  sub: {
    fields: {
      startTime: { type: 'string', title: { 'zh-CN': '开始时间', 'en-US': 'Start' }, rules: 'required', maxLength: 5 },
      endTime: { type: 'string', title: { 'zh-CN': '结束时间', 'en-US': 'End' }, rules: 'required', maxLength: 5 },
      ratePeriod: {
        type: 'dict',
        dict: 'ratePeriod',
        title: { 'zh-CN': '时段类型', 'en-US': 'Rate period' },
        rules: 'required',
      },
      price: { type: 'money', moneyUnit: 10000, title: { 'zh-CN': '电价', 'en-US': 'Price' }, rules: 'required|min:0' },
    },
    minRows: 1,
    maxRows: 3,
    timeline: { start: 'startTime', end: 'endTime', fullDay: true },
  },
};

const good = [
  { startTime: '00:00', endTime: '08:00', ratePeriod: 'Gu', price: 3000 },
  { startTime: '08:00', endTime: '24:00', ratePeriod: 'Feng', price: 9000 },
];

describe('checkSubRows', () => {
  it('accepts good rows', () => {
    expect(checkSubRows(periods, good, dictionaries, 'zh-CN')).toEqual([]);
  });

  it('names the row and the field of a bad cell, by the same rules as entity fields', () => {
    const rows = [good[0], { ...good[1], ratePeriod: 'Night', price: 12.5 }];
    expect(checkSubRows(periods, rows, dictionaries, 'zh-CN')).toEqual([
      '第2行「时段类型」：请选择列表中的值',
      '第2行「电价」：请输入正确的金额',
    ]);
  });

  it('refuses a key the row does not declare and a missing required cell', () => {
    const problems = checkSubRows(
      periods,
      [
        { ...good[0], colour: 'red' },
        { ...good[1], price: null },
      ],
      dictionaries,
      'en-US',
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^Row 1, colour: /);
    expect(problems[1]).toMatch(/^Row 2, Price: /);
  });

  it('counts rows against minRows and maxRows', () => {
    expect(checkSubRows(periods, [], dictionaries, 'en-US')).toContain('needs at least 1 rows');
    const four = [0, 6, 12, 18].map((h) => ({
      startTime: `${String(h).padStart(2, '0')}:00`,
      endTime: `${String(h + 6).padStart(2, '0')}:00`,
      ratePeriod: 'Ping',
      price: 1,
    }));
    expect(checkSubRows(periods, four, dictionaries, 'en-US')).toEqual(['takes at most 3 rows']);
  });

  it('checks the timeline after the cells', () => {
    const gap = [good[0], { ...good[1], startTime: '09:00' }];
    expect(checkSubRows(periods, gap, dictionaries, 'zh-CN')).toEqual([
      '时段未覆盖 08:00-09:00，须覆盖全天 00:00-24:00',
    ]);
  });

  it('checks sums over the rows', () => {
    const ratios: FieldDef = {
      type: 'json',
      title: { 'zh-CN': '分账方', 'en-US': 'Receivers' },
      sub: {
        fields: { ratio: { type: 'number', precision: 2, title: { 'zh-CN': '比例', 'en-US': 'Ratio' } } },
        sums: [{ field: 'ratio', equals: 100 }],
      },
    };
    expect(checkSubRows(ratios, [{ ratio: 33.3 }, { ratio: 33.3 }, { ratio: 33.4 }], dictionaries, 'zh-CN')).toEqual(
      [],
    );
    expect(checkSubRows(ratios, [{ ratio: 50 }, { ratio: 40 }], dictionaries, 'zh-CN')).toEqual([
      '「比例」合计须为100，当前为90',
    ]);
  });

  it('refuses a value that is not a list of rows', () => {
    expect(checkSubRows(periods, { startTime: '00:00' }, dictionaries, 'en-US')).toEqual(['must be a list of rows']);
    expect(checkSubRows(periods, ['00:00'], dictionaries, 'en-US')).toEqual(['Row 1 is malformed']);
  });
});
