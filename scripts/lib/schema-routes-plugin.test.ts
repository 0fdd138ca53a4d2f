import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureEntities } from '../bench-web/fixture-schemas';
import type { EntityFile, MenuItem } from '../../src/meta/model';
import type { MetaBundle } from '../../src/meta/bundle';
import { entityChunkFile, schemaRoutesSource } from './schema-routes-plugin';

const root = path.resolve(import.meta.dirname, '../..');
const template = JSON.parse(readFileSync(path.join(root, 'schemas/entities/pile-type.json'), 'utf8')) as EntityFile;
const catalogs = ['stationManagement', 'pileManagement', 'memberManagement', 'financeCatalog'];
const bundleOf = (entities: EntityFile[], menuItems: MenuItem[] = []): MetaBundle => ({
  entities: new Map(entities.map((entity) => [entity.name, entity])),
  dictionaries: new Map(),
  menuItems,
});
const CHUNKS = { kind: 'chunks', version: 'Ab12Cd34' } as const;
const sizeFor = (count: number) =>
  schemaRoutesSource(bundleOf(fixtureEntities(template, count, catalogs)), CHUNKS).length;

describe('schemaRoutesSource', () => {
  it('names each entity url and the menu mounts, and loads a schema chunk by name', () => {
    const [one] = fixtureEntities(template, 1, catalogs);
    const mount: MenuItem = {
      id: 'alias',
      type: 'MENU',
      title: { 'zh-CN': '别名', 'en-US': 'Alias' },
      url: '/alias/',
      sort: 1,
      screen: `entity:${one.name}`,
    };
    const source = schemaRoutesSource(bundleOf([one], [mount]), CHUNKS);
    expect(source).toContain(`export const entityRoutes=[["${one.menu.url}","${one.name}"]];`);
    expect(source).toContain(`export const screenMounts=[["/alias","entity:${one.name}"]];`);
    // The loader imports the chunk the build emits for the entity, by its name.
    const imported: string[] = [];
    const loader = new Function(
      'importer',
      `return ${source
        .split('export const loadEntityFile=')[1]
        .replace(/import\(/g, 'importer(')
        .replace(/;$/, '')}`,
    )((url: string) => imported.push(url)) as (name: string) => void;
    loader(one.name);
    expect(imported).toEqual([`/${entityChunkFile('Ab12Cd34', one.name)}`]);
    // Nothing of the schema itself: its fields and texts load with its screen.
    expect(source).not.toContain('fields');
    expect(source).not.toContain(one.title['zh-CN']);
  });

  it('grows by a small constant per entity: 250 entities cost the shell a url and a name each', () => {
    const perEntity = (sizeFor(250) - sizeFor(10)) / 240;
    // url (~40) + name (~20) + quotes and glue: no file name, no schema content.
    expect(perEntity).toBeLessThan(80);
    expect(sizeFor(250)).toBeLessThan(250 * 80 + 300);
  });
});
