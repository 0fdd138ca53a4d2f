import { describe, expect, it } from 'vitest';
import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile } from '../../src/meta/model';
import { menuIconSets } from './menu-icon-sets';

const item = (id: string, icon: string | undefined, parent?: string, hidden?: boolean) =>
  ({ id, type: 'CATALOG', parent, title: { 'zh-CN': id, 'en-US': id }, url: `/${id}`, icon, sort: 1, hidden }) as const;

const entity = (name: string, parent: string, icon?: string) =>
  ({ name, menu: { url: `/${parent}/${name}`, parent, sort: 1, icon } }) as unknown as EntityFile;

const bundle: MetaBundle = {
  menuItems: [
    item('business', 'ShopOutlined'),
    item('stations', 'ThunderboltOutlined', 'business'),
    item('maps', 'EnvironmentOutlined', 'stations'),
    item('secret', 'KeyOutlined', 'business', true),
    item('finance', 'WalletOutlined'),
    item('accounts', 'ThunderboltOutlined', 'finance'),
    item('refunds', 'ShopOutlined', 'finance'),
    item('home', 'HomeOutlined'),
  ],
  entities: new Map([
    ['station', entity('station', 'stations', 'CarOutlined')],
    ['bill', entity('bill', 'finance', 'NoSuchOutlined')],
  ]),
  dictionaries: new Map(),
};

describe('menu icon sets', () => {
  it("hold the first level's icons, then per first-level entry the other icons shown below it", () => {
    expect(menuIconSets(bundle)).toEqual([
      { icons: ['HomeOutlined', 'ShopOutlined', 'WalletOutlined'] },
      { root: '/business', icons: ['CarOutlined', 'EnvironmentOutlined', 'ThunderboltOutlined'] },
      { root: '/finance', icons: ['ThunderboltOutlined'] },
    ]);
  });
});
