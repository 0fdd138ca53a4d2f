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

/** The parts of possibly invalid files that other files may name, for lookups only. */
export interface Declarations {
  entities: EntityFile[];
  dictionaries: DictionaryFile[];
  menuItems: MenuItem[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Picks what a file declares even when it fails its JSON Schema, so that one mistake in a
 * file is reported once, and not again by every file that names something it declares.
 * Only the properties lookups read are required to have the right shape.
 */
export function declarationsOf(kind: string | undefined, content: unknown, into: Declarations): void {
  if (!isRecord(content)) return;
  if (kind === 'entities' && typeof content.name === 'string' && isRecord(content.fields)) {
    const fields = Object.fromEntries(Object.entries(content.fields).filter(([, f]) => isRecord(f)));
    into.entities.push({ ...content, fields } as unknown as EntityFile);
  }
  if (kind === 'dictionaries' && typeof content.name === 'string' && Array.isArray(content.items)) {
    into.dictionaries.push({ ...content, items: content.items.filter(isRecord) } as unknown as DictionaryFile);
  }
  if (kind === 'menu' && Array.isArray(content.items)) {
    for (const item of content.items)
      if (isRecord(item) && typeof item.id === 'string') into.menuItems.push(item as MenuItem);
  }
}

export function createContext(
  entities: Located<EntityFile>[],
  dictionaries: Located<DictionaryFile>[],
  menuItems: Located<MenuItem>[],
  declared: Declarations,
): LintContext {
  // The first declaration wins; duplicates are reported by the uniqueness check.
  const index = <T, K>(items: T[], key: (v: T) => K) => {
    const map = new Map<K, T>();
    for (const value of items) if (!map.has(key(value))) map.set(key(value), value);
    return map;
  };
  return {
    entities,
    dictionaries,
    menuItems,
    entityByName: index(declared.entities, (e) => e.name),
    dictionaryByName: index(declared.dictionaries, (d) => d.name),
    menuItemById: index(declared.menuItems, (m) => m.id),
  };
}
