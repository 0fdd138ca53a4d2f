import { describe, expect, it } from 'vitest';
import type { EntityFile } from './model';
import { entitiesNamedBy, entitiesReachedFrom, entitiesReferredToBy } from './entity-references';

const text = (s: string) => ({ 'zh-CN': s, 'en-US': s });
const entity = (name: string, fields: Record<string, unknown>, tabs?: unknown[]) =>
  ({ name, fields, detail: { groups: [], tabs } }) as unknown as EntityFile;

const config = entity('config', {
  stationIds: { type: 'references', title: text('场站'), ref: { entity: 'station', labelField: 'name' } },
  receivers: {
    type: 'json',
    title: text('分账方'),
    sub: {
      fields: {
        receiverId: { type: 'reference', title: text('分账用户'), ref: { entity: 'receiver', labelField: 'name' } },
      },
    },
  },
});
const receiver = entity('receiver', {
  bankId: { type: 'reference', title: text('银行'), ref: { entity: 'bank', labelField: 'name' } },
});
const byName = (name: string) =>
  ({ config, receiver, station: entity('station', {}), bank: entity('bank', {}) })[name] as EntityFile | undefined;

describe('the entities a screen needs besides its own', () => {
  it('include those the reference cells of its sub-table rows pick from', () => {
    expect(entitiesNamedBy(config)).toEqual(['station', 'receiver']);
  });

  it('follow them on to the entities those name', () => {
    expect(entitiesReachedFrom(config, byName).sort()).toEqual(['bank', 'receiver', 'station']);
  });

  it("leave a list without its detail's related lists, which only the detail page shows", () => {
    const site = entity(
      'site',
      { receiverId: { type: 'reference', title: text('分账用户'), ref: { entity: 'receiver', labelField: 'name' } } },
      [{ key: 'configs', title: text('配置'), related: { entity: 'config', field: 'stationIds' } }],
    );
    const all = (name: string) => (name === 'site' ? site : byName(name));
    expect(entitiesNamedBy(site)).toEqual(['receiver', 'config']);
    expect(entitiesReferredToBy(site)).toEqual(['receiver']);
    expect(entitiesReachedFrom(site, all).sort()).toEqual(['bank', 'config', 'receiver', 'station']);
    expect(entitiesReachedFrom(site, all, entitiesReferredToBy).sort()).toEqual(['bank', 'receiver']);
  });
});
