import { FILE_KINDS, type FileKind } from '../../src/meta/model';

/** Folder, below the schemas root, that holds the generated JSON Schemas. */
export const META_FOLDER = 'meta';

const TITLES: Record<FileKind, string> = {
  entities: 'Entity schema file',
  dictionaries: 'Dictionary file',
  menu: 'Menu catalog file',
};

/**
 * The generated JSON Schema text of each file kind, keyed by file name. TypeBox schemas are
 * JSON Schema already; JSON.stringify drops TypeBox's symbol keys, so only the standard
 * keywords remain, and the fixed key order of the model keeps the output stable.
 */
export function metaSchemaDocuments(): Map<string, string> {
  const documents = new Map<string, string>();
  for (const [kind, { schema, metaFile }] of Object.entries(FILE_KINDS) as [
    FileKind,
    (typeof FILE_KINDS)[FileKind],
  ][]) {
    const document = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: metaFile,
      title: TITLES[kind],
      ...schema,
    };
    documents.set(metaFile, `${JSON.stringify(document, null, 2)}\n`);
  }
  return documents;
}
