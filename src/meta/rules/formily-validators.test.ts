import { validate } from '@formily/validator';
import { describe, expect, it, vi } from 'vitest';
import type { DictionaryFile } from '../model/dictionary';
import type { FieldDef } from '../model/entity';
import { compileFieldValidators } from './formily-validators';
import { title } from './test-entity';

const gunStatus: DictionaryFile = {
  name: 'gunStatus',
  title: title('Gun status'),
  valueType: 'integer',
  items: [{ value: 0, label: title('idle') }],
};

const firstError = async (field: FieldDef, value: unknown) =>
  (
    await validate(
      value,
      compileFieldValidators(field, 'en-US', { dictionaries: new Map([['gunStatus', gunStatus]]) }),
      {
        validateFirst: true,
      },
    )
  ).error?.[0] ?? '';

describe('compileFieldValidators', () => {
  it('emits declarative formily rules with the messages', () => {
    expect(
      compileFieldValidators({ type: 'string', title: title('Phone'), rules: 'required|mobile' }, 'zh-CN'),
    ).toEqual([
      { required: true, message: '此项为必填项' },
      { maxLength: 50, message: '长度不能超过50个字符' },
      { validator: expect.any(Function), message: '请输入正确的手机号码' },
    ]);
  });

  it('checks a pattern only on a value within the length limit, so the length is what is reported', async () => {
    const phone: FieldDef = { type: 'string', title: title('Phone'), rules: 'mobile' };
    const [, pattern] = compileFieldValidators(phone, 'en-US');
    const check = pattern.validator as (value: unknown) => boolean;
    const test = vi.spyOn(RegExp.prototype, 'test');
    expect(check('x'.repeat(51))).toBe(true);
    expect(test).not.toHaveBeenCalled();
    test.mockRestore();
    expect(check('12345')).toBe(false);
    expect(check('13812345678')).toBe(true);
    expect(await firstError(phone, '1'.repeat(60))).toBe('cannot be longer than 50 characters');
    expect(await firstError(phone, '12345')).toBe('please enter a correct mobile number');
  });

  it('applies the default text limit and dictionary membership', async () => {
    expect(await firstError({ type: 'string', title: title('Name') }, 'x'.repeat(51))).toBe(
      'cannot be longer than 50 characters',
    );
    const status: FieldDef = { type: 'dict', title: title('Status'), dict: 'gunStatus' };
    expect(await firstError(status, 0)).toBe('');
    expect(await firstError(status, 9)).toBe('please choose a value from the list');
  });

  it('leaves the value type to the widget, so money in yuan is not refused as a non-integer', async () => {
    expect(await firstError({ type: 'money', title: title('Price') }, 12.5)).toBe('');
  });
});
