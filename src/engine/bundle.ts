import { loadBundle, type MetaBundle, type RawSchemaFile } from '../meta/bundle';
import { dictionariesOf, dictionaryFileName } from '../meta/entity-dictionaries';
import type { DictionaryFile, EntityFile } from '../meta/model';

// Vite inlines every entity schema at build time, so adding a JSON file adds a screen with no
// code. The entities are small and routing needs their urls; the dictionaries are most of the
// schema bytes and load with the screen that shows them. The menu files are the server's.
const entityModules = import.meta.glob('../../schemas/entities/*.json', {
  eager: true,
  import: 'default',
}) as Record<string, unknown>;
const dictionaryModules = import.meta.glob('../../schemas/dictionaries/*.json', {
  import: 'default',
}) as Record<string, () => Promise<unknown>>;

const rawFile = (path: string, content: unknown): RawSchemaFile => ({ path: path.replace(/^(\.\.\/)+/, ''), content });

/** Every entity of the product, without dictionaries: enough to find an entity's screens by url. */
export const entityBundle: MetaBundle = loadBundle(
  Object.entries(entityModules).map(([path, content]) => rawFile(path, content)),
);

const pathOfDictionary = (name: string) => `../../schemas/dictionaries/${dictionaryFileName(name)}`;

async function loadDictionary(name: string): Promise<DictionaryFile | undefined> {
  const guess = dictionaryModules[pathOfDictionary(name)];
  const found = guess ? ((await guess()) as DictionaryFile) : undefined;
  if (found?.name === name) return found;
  // A file not named after its dictionary: look through them all (rare, and only once).
  const all = (await Promise.all(Object.values(dictionaryModules).map((load) => load()))) as DictionaryFile[];
  return all.find((dict) => dict.name === name);
}

const loaded = new Map<string, Promise<MetaBundle>>();

/** The entities plus the dictionaries one entity's screens need, loaded once per entity. */
export function loadEntityBundle(entity: EntityFile): Promise<MetaBundle> {
  let bundle = loaded.get(entity.name);
  if (!bundle) {
    bundle = Promise.all(dictionariesOf(entity, entityBundle).map(loadDictionary)).then((dicts) => ({
      ...entityBundle,
      dictionaries: new Map(dicts.flatMap((dict) => (dict ? [[dict.name, dict] as const] : []))),
    }));
    bundle.catch(() => loaded.delete(entity.name));
    loaded.set(entity.name, bundle);
  }
  return bundle;
}
