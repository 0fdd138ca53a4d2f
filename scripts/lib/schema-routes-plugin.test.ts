import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureEntities } from '../bench-web/fixture-schemas';
import type { EntityFile, MenuItem } from '../../src/meta/model';
import type { MetaBundle } from '../../src/meta/bundle';
import { schemaRoutesSource } from './schema-routes-plugin';

const root = path.resolve(import.meta.dirname, '../..');
const template = JSON.parse(readFileSync(path.join(root, 'schemas/entities/pile-type.json'), 'utf8')) as EntityFile;
const catalogs = ['stationManagement', 'pileManagement', 'memberManagement', 'financeCatalog'];
const bundleOf = (entities: EntityFile[], menuItems: MenuItem[] = []): MetaBundle => ({
  entities: new Map(entities.map((entity) => [entity.name, entity])),
  dictionaries: new Map(),
  menuItems,
});
const fileOf = (name: string) => `/work/project/schemas/entities/${name}.json`;
const sizeFor = (count: number) =>
  schemaRoutesSource(bundleOf(fixtureEntities(template, count, catalogs)), fileOf).length;

describe('schemaRoutesSource', () => {
  it('names each entity url, the menu mounts and one loader per entity file', () => {
    const [one] = fixtureEntities(template, 1, catalogs);
    const mount: MenuItem = {
      id: 'alias',
      type: 'MENU',
      title: { 'zh-CN': '别名', 'en-US': 'Alias' },
      url: '/alias/',
      sort: 1,
      screen: `entity:${one.name}`,
    };
    const source = schemaRoutesSource(bundleOf([one], [mount]), fileOf);
    expect(source).toContain(`export const entityRoutes=[["${one.menu.url}","${one.name}"]];`);
    expect(source).toContain(`export const screenMounts=[["/alias","entity:${one.name}"]];`);
    expect(source).toContain(`"${one.name}":()=>import("${fileOf(one.name)}")`);
    // Nothing of the schema itself: its fields and texts load with its screen.
    expect(source).not.toContain('fields');
    expect(source).not.toContain(one.title['zh-CN']);
  });

  it('grows by a small constant per entity: 250 entities cost the shell a url, a name and a file each', () => {
    const perEntity = (sizeFor(250) - sizeFor(10)) / 240;
    // url (~40) + name twice (~40) + file path (~50) + quotes and glue.
    expect(perEntity).toBeLessThan(160);
    expect(sizeFor(250)).toBeLessThan(250 * 160 + 200);
  });
});
