import { entityRoutes, loadDictionaryFile, loadEntityFile } from 'virtual:schema-routes';
import type { MetaBundle } from '../meta/bundle';
import { dictionariesOf } from '../meta/entity-dictionaries';
import { entitiesNamedBy, entitiesReferredToBy } from '../meta/entity-references';
import type { DictionaryFile, EntityFile } from '../meta/model';

// Each entity schema loads with the screens that show it (virtual:schema-routes holds the
// urls and loads a schema by name): the shell's code grows by a url and a name per entity.
// The dictionaries are most of the schema bytes and load per screen too, by name as well, so
// that no list of their files comes with the first list a user opens.

/** A bundle with no schemas: the default until a screen provides its own (bundle-context). */
export const emptyBundle: MetaBundle = { entities: new Map(), dictionaries: new Map(), menuItems: [] };

const entities = new Map<string, Promise<EntityFile>>();
const knownEntities = new Set(entityRoutes.map(([, name]) => name));

/** One entity's schema, loaded once. */
export function loadEntity(name: string): Promise<EntityFile> {
  let found = entities.get(name);
  if (!found) {
    if (!knownEntities.has(name)) return Promise.reject(new Error(`no entity "${name}"`));
    found = loadEntityFile(name).then((module) => module.default as EntityFile);
    found.catch(() => entities.delete(name));
    entities.set(name, found);
  }
  return found;
}

/**
 * What a screen's bundle holds besides the entity: `related` (a detail page) adds the entities
 * its related lists and tabs show; a list or form reads only those its fields refer to.
 */
export interface BundleNeeds {
  related: boolean;
}

/** The entity and, transitively, every entity it names, by name. */
async function entityClosure(entity: EntityFile, { related }: BundleNeeds): Promise<Map<string, EntityFile>> {
  const namedBy = related ? entitiesNamedBy : entitiesReferredToBy;
  const found = new Map<string, EntityFile>([[entity.name, entity]]);
  let wave = namedBy(entity);
  while (wave.length > 0) {
    const fresh = [...new Set(wave)].filter((name) => !found.has(name) && knownEntities.has(name));
    const loaded = await Promise.all(fresh.map(loadEntity));
    for (const other of loaded) found.set(other.name, other);
    wave = loaded.flatMap(namedBy);
  }
  return found;
}

/**
 * A dictionary by name, loaded once by the module system. The schema lint makes sure every name
 * a schema gives is a dictionary's, so a failure is a failed load: it rejects, as an entity's does.
 */
export async function loadDictionary(name: string): Promise<DictionaryFile> {
  return (await loadDictionaryFile(name)).default as DictionaryFile;
}

const loaded = new Map<string, Promise<MetaBundle>>();

/**
 * What one entity's screens need, loaded once per entity (and mount url): the entity (as
 * given: a mounted copy keeps its mount url), the entities it names, and the dictionaries
 * its screens show. A list asks without the related lists' entities (`related: false`), so
 * that a station list does not load the pile, gun and group schemas its detail tabs show.
 */
export function loadEntityBundle(entity: EntityFile, needs: BundleNeeds = { related: true }): Promise<MetaBundle> {
  const key = `${entity.name} ${entity.menu.url} ${needs.related ? 'related' : 'own'}`;
  let bundle = loaded.get(key);
  if (!bundle) {
    bundle = entityClosure(entity, needs).then(async (closure) => {
      const dicts = await Promise.all(dictionariesOf(entity, { entities: closure }).map(loadDictionary));
      return {
        entities: closure,
        dictionaries: new Map(dicts.flatMap((dict) => (dict ? [[dict.name, dict] as const] : []))),
        menuItems: [],
      };
    });
    bundle.catch(() => loaded.delete(key));
    loaded.set(key, bundle);
  }
  return bundle;
}
