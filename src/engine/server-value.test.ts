import { describe, expect, it, vi } from 'vitest';
import type { ApiResponse } from '../meta/api-codes';
import type { EntityFile, FieldDef } from '../meta/model';
import type { MetaBundle } from '../meta/bundle';
import type { DataProvider } from './data-provider';
import { fieldSchema, formGroups } from './form-schema';
import { createServerValue, serverValueReaction } from './server-value';

const text = (s: string) => ({ 'zh-CN': s, 'en-US': s });
const refundable: FieldDef = {
  type: 'money',
  title: text('可退金额'),
  readOnly: true,
  serverValue: { operation: 'refundable', from: ['accountId'] },
};
const application = {
  name: 'application',
  service: 'bill',
  resource: 'application',
  fields: {
    accountId: { type: 'integer', title: text('账户') },
    refundable,
    status: { type: 'string', title: text('状态'), readOnly: true },
  },
  form: { fields: ['accountId', 'refundable', 'status'] },
} as unknown as EntityFile;
const bundle = { entities: new Map([['application', application]]), dictionaries: new Map() } as unknown as MetaBundle;

const answer = (value: unknown): ApiResponse<unknown> => ({ code: 0, msg: '', data: { value }, success: true });

describe('fields the server works out', () => {
  it('are shown in the form, disabled, asking again whenever a field they depend on changes', () => {
    expect(formGroups(application)[0].fields).toEqual(['accountId', 'refundable']);
    const schema = fieldSchema('refundable', refundable, { bundle, locale: 'zh-CN', entityName: 'application' });
    expect(schema['x-disabled']).toBe(true);
    expect(schema['x-reactions']).toEqual(serverValueReaction('application', refundable));
    expect(schema['x-reactions']).toMatchObject({
      dependencies: ['accountId'],
      fulfill: { run: '$serverValue("application", "refundable", ["accountId"], $deps, $self)' },
    });
  });

  it('ask the entity route with the values they depend on and show its answer', async () => {
    const call = vi.fn(async () => answer(12_300));
    const ask = createServerValue({ call } as unknown as DataProvider, bundle);
    const field: { value: unknown; loading?: boolean } = { value: undefined };
    await ask('application', 'refundable', ['accountId'], [7], field);
    expect(call).toHaveBeenCalledWith({ entity: application, operation: 'refundable', body: { accountId: 7 } });
    expect(field).toEqual({ value: 12_300, loading: false });
  });

  it('stay empty until every field is filled in, and after a refusal', async () => {
    const call = vi.fn(async () => ({ code: 11, msg: '账户不存在', data: null, success: false }));
    const ask = createServerValue({ call } as unknown as DataProvider, bundle);
    const field: { value: unknown } = { value: 5 };
    await ask('application', 'refundable', ['accountId'], [''], field);
    expect(call).not.toHaveBeenCalled();
    expect(field.value).toBeUndefined();
    field.value = 5;
    await ask('application', 'refundable', ['accountId'], [8], field);
    expect(field.value).toBeUndefined();
  });

  it('keep the answer to the latest question when an older one arrives last', async () => {
    const resolvers: ((v: ApiResponse<unknown>) => void)[] = [];
    const call = vi.fn(() => new Promise<ApiResponse<unknown>>((resolve) => resolvers.push(resolve)));
    const ask = createServerValue({ call } as unknown as DataProvider, bundle);
    const field: { value: unknown } = { value: undefined };
    const first = ask('application', 'refundable', ['accountId'], [1], field);
    const second = ask('application', 'refundable', ['accountId'], [2], field);
    resolvers[1](answer(200));
    await second;
    resolvers[0](answer(100));
    await first;
    expect(field.value).toBe(200);
  });
});
