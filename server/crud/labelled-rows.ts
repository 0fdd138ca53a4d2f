import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { fromDbRow } from './entity-columns';
import { attachManyReferences } from './many-references';
import { attachLabels, type Row } from './reference-labels';

/** Rows as get, save and update answer them: reference labels, and the ids and labels of "references". */
export async function labelled(
  db: Queryable,
  bundle: MetaBundle,
  entity: EntityFile,
  sellerId: number,
  ...rows: Row[]
) {
  const decoded = rows.map((row) => fromDbRow(entity, row));
  await attachLabels(db, bundle, entity, sellerId, decoded);
  return attachManyReferences(db, bundle, entity, sellerId, decoded);
}
