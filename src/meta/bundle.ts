import type { DictionaryFile } from './model/dictionary';
import type { EntityFile } from './model/entity';
import type { MenuFile, MenuItem } from './model/menu';

/**
 * All schema files, loaded and indexed. Built by loadBundle from raw file contents so that
 * the web app (import.meta.glob), the server and the scripts (fs) share one loader.
 */
export interface MetaBundle {
  entities: Map<string, EntityFile>;
  dictionaries: Map<string, DictionaryFile>;
  menuItems: MenuItem[];
}

export interface RawSchemaFile {
  /** Path relative to the project root, e.g. "schemas/entities/station.json". */
  path: string;
  /** Parsed JSON content. */
  content: unknown;
}

// Paths are ASCII: a plain comparison orders them without a locale's collation, which costs
// the start-up its first use of ICU.
const byPath = (a: RawSchemaFile, b: RawSchemaFile) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/** Sorts raw files into a bundle by their folder; validation is the linter's job. */
export function loadBundle(files: RawSchemaFile[]): MetaBundle {
  const bundle: MetaBundle = { entities: new Map(), dictionaries: new Map(), menuItems: [] };
  for (const file of [...files].sort(byPath)) {
    const folder = file.path.split('/').at(-2);
    if (folder === 'entities') {
      const entity = file.content as EntityFile;
      bundle.entities.set(entity.name, entity);
    } else if (folder === 'dictionaries') {
      const dict = file.content as DictionaryFile;
      bundle.dictionaries.set(dict.name, dict);
    } else if (folder === 'menu') {
      bundle.menuItems.push(...(file.content as MenuFile).items);
    }
  }
  return bundle;
}
