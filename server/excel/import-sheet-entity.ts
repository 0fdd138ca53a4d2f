import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile } from '../../src/meta/model';

/**
 * The entity whose fields an import's sheet holds: the entity itself, or for a batch import
 * (`import.rowsOf`) the entity of the batch's lines, carrying the importing entity's column
 * list and row limit, so that the template, the reading and the checks all speak of the lines.
 */
export function importSheetEntity(bundle: MetaBundle, entity: EntityFile): EntityFile {
  const rowsOf = entity.import?.rowsOf;
  if (!rowsOf) return entity;
  const lines = bundle.entities.get(rowsOf);
  if (!lines) throw new Error(`the import of "${entity.name}" names rows of "${rowsOf}", which is not an entity`);
  return { ...lines, import: entity.import };
}
