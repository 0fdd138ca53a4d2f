import type { DictionaryFile } from '../model/dictionary';
import type { EntityFile } from '../model/entity';
import type { MenuItem } from '../model/menu';

/** A value and the file (and pointer within it) it was declared at. */
export interface Located<T> {
  file: string;
  pointer: string;
  value: T;
}

/** The structurally valid files, indexed for the cross-file checks. */
export interface LintContext {
  entities: Located<EntityFile>[];
  dictionaries: Located<DictionaryFile>[];
  menuItems: Located<MenuItem>[];
  entityByName: Map<string, EntityFile>;
  dictionaryByName: Map<string, DictionaryFile>;
  menuItemById: Map<string, MenuItem>;
}

/** Columns every entity table has without declaring them. */
export const IMPLICIT_FIELDS = ['id', 'createdAt', 'updatedAt'] as const;

export function createContext(
  entities: Located<EntityFile>[],
  dictionaries: Located<DictionaryFile>[],
  menuItems: Located<MenuItem>[],
): LintContext {
  // The first declaration wins; duplicates are reported by the uniqueness check.
  const index = <T, K>(items: Located<T>[], key: (v: T) => K) => {
    const map = new Map<K, T>();
    for (const { value } of items) if (!map.has(key(value))) map.set(key(value), value);
    return map;
  };
  return {
    entities,
    dictionaries,
    menuItems,
    entityByName: index(entities, (e) => e.name),
    dictionaryByName: index(dictionaries, (d) => d.name),
    menuItemById: index(menuItems, (m) => m.id),
  };
}
