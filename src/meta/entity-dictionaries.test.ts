import { describe, expect, it } from 'vitest';
import { dictionariesOf } from './entity-dictionaries';
import type { EntityFile } from './model';

const L = (en: string) => ({ 'zh-CN': en, 'en-US': en });

describe('dictionariesOf', () => {
  it('lists the dictionaries of the fields and of their sub-table rows, once each', () => {
    const entity = {
      name: 'costModel',
      fields: {
        stationType: { type: 'dict', dict: 'stationType', title: L('Type') },
        periods: {
          type: 'json',
          title: L('Periods'),
          sub: {
            fields: {
              ratePeriod: { type: 'dict', dict: 'ratePeriod', title: L('Period') },
              kind: { type: 'dict', dict: 'stationType', title: L('Kind') },
            },
          },
        },
      },
      detail: { groups: [] },
    } as unknown as EntityFile;
    expect(dictionariesOf(entity, { entities: new Map() })).toEqual(['stationType', 'ratePeriod']);
  });

  it('lists those of the lists in its detail tabs, which show their rows with labels', () => {
    const loginLog = {
      name: 'loginLog',
      fields: { result: { type: 'dict', dict: 'loginResult', title: L('Result') } },
      detail: { groups: [] },
    } as unknown as EntityFile;
    const member = {
      name: 'member',
      fields: { memberType: { type: 'dict', dict: 'memberType', title: L('Type') } },
      detail: {
        groups: [],
        tabs: [{ key: 'logins', title: L('Logins'), related: { entity: 'loginLog', field: 'memberId' } }],
      },
    } as unknown as EntityFile;
    expect(dictionariesOf(member, { entities: new Map([['loginLog', loginLog]]) })).toEqual([
      'memberType',
      'loginResult',
    ]);
  });
});
