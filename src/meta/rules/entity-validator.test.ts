import { describe, expect, it } from 'vitest';
import type { DictionaryFile } from '../model/dictionary';
import { compileEntityValidator } from './entity-validator';
import { testEntity, title } from './test-entity';

const runType: DictionaryFile = {
  name: 'runType',
  title: title('Run type'),
  valueType: 'integer',
  items: [
    { value: 1, label: title('self-run') },
    { value: 2, label: title('partner') },
  ],
};
const dictionaries = new Map([['runType', runType]]);

const station = testEntity({
  name: { type: 'string', title: title('Name'), rules: 'required|siteName' },
  phone: { type: 'string', title: title('Phone'), rules: 'mobile' },
  runType: { type: 'dict', title: title('Run type'), dict: 'runType', rules: 'required' },
  partner: { type: 'string', title: title('Partner'), rules: 'required', visibleWhen: { field: 'runType', in: [2] } },
  remark: { type: 'text', title: title('Remark') },
  power: { type: 'number', title: title('Power'), precision: 2, rules: 'between:0,500' },
  openedAt: { type: 'datetime', title: title('Opened') },
  openedOn: { type: 'date', title: title('Opened on') },
  pileCount: { type: 'integer', title: title('Piles'), readOnly: true, rules: 'required' },
});
const create = compileEntityValidator(station, { dictionaries, mode: 'create' });
const update = compileEntityValidator(station, { dictionaries, mode: 'update' });
const valid = { name: '南山站（东区）', runType: 1 };

describe('compileEntityValidator', () => {
  it('accepts a valid payload, ignoring implicit and read-only keys', () => {
    expect(create({ ...valid, id: 3, sellerId: 1, createdAt: 'x', pileCount: 'not checked' }, 'zh-CN')).toEqual([]);
  });

  it('demands required fields on create, treating null and empty text as missing', () => {
    expect(create({ name: '', runType: null }, 'zh-CN')).toEqual([
      { field: 'name', message: '此项为必填项' },
      { field: 'runType', message: '此项为必填项' },
    ]);
    expect(create({}, 'en-US').map((e) => e.message)).toEqual(['this field is required', 'this field is required']);
  });

  it('on update demands only the required keys that are sent', () => {
    expect(update({ phone: '13812345678' }, 'zh-CN')).toEqual([]);
    expect(update({ name: null }, 'en-US')).toEqual([{ field: 'name', message: 'this field is required' }]);
  });

  it('reports unknown keys', () => {
    expect(create({ ...valid, colour: 'red' }, 'en-US')).toEqual([{ field: 'colour', message: 'unknown field' }]);
    expect(create({ ...valid, colour: 'red' }, 'zh-CN')).toEqual([{ field: 'colour', message: '未知字段' }]);
  });

  it('skips a field hidden by visibleWhen and checks it once shown', () => {
    expect(create({ ...valid, runType: 1 }, 'zh-CN')).toEqual([]);
    expect(create({ ...valid, runType: 2 }, 'en-US')).toEqual([
      { field: 'partner', message: 'this field is required' },
    ]);
    expect(create({ ...valid, runType: 2, partner: 'ACME' }, 'en-US')).toEqual([]);
    // The controlling value is not sent in this update: the field is checked only when sent.
    expect(update({ name: 'x' }, 'en-US')).toEqual([]);
    expect(update({ partner: '' }, 'en-US')).toEqual([{ field: 'partner', message: 'this field is required' }]);
  });

  it('refuses an object as the controlling value instead of throwing while reading it', () => {
    const hostile = { ...valid, runType: { toString: 0 } };
    expect(create(hostile, 'en-US').map((error) => error.field)).toContain('runType');
  });

  it('maps each failure to its rule message in both languages', () => {
    const payload = { ...valid, name: '南山[东区]', phone: '123' };
    expect(create(payload, 'zh-CN')).toEqual([
      { field: 'name', message: '只能输入字母、数字、下划线、中文和括号' },
      { field: 'phone', message: '请输入正确的手机号码' },
    ]);
    expect(create(payload, 'en-US').map((e) => e.message)).toEqual([
      'only letters, digits, underscores, Chinese characters and brackets are allowed',
      'please enter a correct mobile number',
    ]);
    expect(create({ ...valid, power: 600 }, 'en-US')).toEqual([
      { field: 'power', message: 'must be between 0 and 500' },
    ]);
  });

  it('limits text to 50 characters unless the field says otherwise', () => {
    expect(create({ ...valid, remark: 'x'.repeat(50) }, 'zh-CN')).toEqual([]);
    expect(create({ ...valid, remark: 'x'.repeat(51) }, 'en-US')).toEqual([
      { field: 'remark', message: 'cannot be longer than 50 characters' },
    ]);
    const long = testEntity({ remark: { type: 'text', title: title('Remark'), maxLength: 500 } });
    expect(
      compileEntityValidator(long, { dictionaries, mode: 'create' })({ remark: 'x'.repeat(500) }, 'zh-CN'),
    ).toEqual([]);
  });

  it('checks types, dictionary values, precision and date formats', () => {
    expect(create({ ...valid, runType: 3 }, 'en-US')).toEqual([
      { field: 'runType', message: 'please choose a value from the list' },
    ]);
    expect(create({ ...valid, runType: '1' }, 'en-US')).toEqual([
      { field: 'runType', message: 'please choose an entry' },
    ]);
    expect(create({ ...valid, power: 1.234 }, 'zh-CN')).toEqual([{ field: 'power', message: '最多2位小数' }]);
    expect(create({ ...valid, power: 'many' }, 'en-US')).toEqual([
      { field: 'power', message: 'please enter a number' },
    ]);
    for (const openedAt of ['2024-05-01 08:30:00', '2024-05-01T08:30:00.000Z', '2024-05-01T08:30:00+08:00'])
      expect(create({ ...valid, openedAt }, 'zh-CN')).toEqual([]);
    expect(create({ ...valid, openedAt: '2024-05-01 25:00:00', openedOn: '2024-13-01' }, 'en-US')).toEqual([
      { field: 'openedAt', message: 'please enter a correct time (yyyy-MM-dd HH:mm:ss)' },
      { field: 'openedOn', message: 'please enter a correct date (yyyy-MM-dd)' },
    ]);
  });

  it('accepts any text or whole number for a dictionary it was not given', () => {
    const loose = testEntity({ kind: { type: 'dict', title: title('Kind'), dict: 'missing' } });
    const check = compileEntityValidator(loose, { dictionaries: new Map(), mode: 'create' });
    expect(check({ kind: 'ZiYing' }, 'en-US')).toEqual([]);
    expect(check({ kind: 3 }, 'en-US')).toEqual([]);
    expect(check({ kind: true }, 'en-US')).toEqual([{ field: 'kind', message: 'please choose an entry' }]);
  });

  it('reuses one compiled validator per entity and mode', () => {
    const again = compileEntityValidator(station, { dictionaries, mode: 'create' });
    expect(again({ ...valid, phone: '1' }, 'zh-CN')).toEqual(create({ ...valid, phone: '1' }, 'zh-CN'));
  });
});
