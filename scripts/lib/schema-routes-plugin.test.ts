import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureEntities } from '../bench-web/fixture-schemas';
import type { DictionaryFile, EntityFile, MenuItem } from '../../src/meta/model';
import type { MetaBundle } from '../../src/meta/bundle';
import { dictionaryChunkFile, entityChunkFile, schemaRoutesSource } from './schema-routes-plugin';

const root = path.resolve(import.meta.dirname, '../..');
const template = JSON.parse(readFileSync(path.join(root, 'schemas/entities/pile-type.json'), 'utf8')) as EntityFile;
const catalogs = ['stationManagement', 'pileManagement', 'memberManagement', 'financeCatalog'];
const bundleOf = (entities: EntityFile[], menuItems: MenuItem[] = []): MetaBundle => ({
  entities: new Map(entities.map((entity) => [entity.name, entity])),
  dictionaries: new Map(),
  menuItems,
});
const CHUNKS = { kind: 'chunks', version: 'Ab12Cd34' } as const;
/** The named loader of the module source, with `import(` replaced by a recorder of what it imports. */
function loaderOf(source: string, name: string, imported: string[]) {
  const line = source.split('\n').find((text) => text.startsWith(`export const ${name}=`))!;
  const body = line
    .slice(`export const ${name}=`.length)
    .replace(/import\(/g, 'importer(')
    .replace(/;$/, '');
  return new Function('importer', `return ${body}`)((url: string) => imported.push(url)) as (name: string) => void;
}
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
    loaderOf(source, 'loadEntityFile', imported)(one.name);
    expect(imported).toEqual([`/${entityChunkFile('Ab12Cd34', one.name)}`]);
    // Nothing of the schema itself: its fields and texts load with its screen.
    expect(source).not.toContain('fields');
    expect(source).not.toContain(one.title['zh-CN']);
  });

  it('loads a dictionary by its name, wherever its file is, and names none in the map', () => {
    const dictionary: DictionaryFile = {
      name: 'chargeState',
      title: { 'zh-CN': '充电状态', 'en-US': 'Charge state' },
      valueType: 'integer',
      items: [],
    };
    const bundle = { ...bundleOf([]), dictionaries: new Map([[dictionary.name, dictionary]]) };
    const source = schemaRoutesSource(bundle, CHUNKS);
    expect(source).not.toContain('"chargeState"');
    const imported: string[] = [];
    loaderOf(source, 'loadDictionaryFile', imported)('chargeState');
    expect(imported).toEqual([`/${dictionaryChunkFile('Ab12Cd34', 'chargeState')}`]);
    expect(source).not.toContain('充电状态');

    const files = schemaRoutesSource(bundle, {
      kind: 'files',
      fileOf: (name) => `/schemas/entities/${name}.json`,
      dictionaryFileOf: () => '/schemas/dictionaries/state-of-charge.json',
    });
    const fromFiles: string[] = [];
    loaderOf(files, 'loadDictionaryFile', fromFiles)('chargeState');
    expect(fromFiles).toEqual(['/schemas/dictionaries/state-of-charge.json']);
  });

  it('grows by a small constant per entity: 250 entities cost the shell a url and a name each', () => {
    const perEntity = (sizeFor(250) - sizeFor(10)) / 240;
    // url (~40) + name (~20) + quotes and glue: no file name, no schema content.
    expect(perEntity).toBeLessThan(80);
    expect(sizeFor(250)).toBeLessThan(250 * 80 + 300);
  });
});
