import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { fromDbRow } from './entity-columns';
import { attachManyReferences } from './many-references';
import { attachLabels, type Row } from './reference-labels';
import { attachSubRowLabels } from './sub-row-labels';

/** Rows as get, save and update answer them: reference labels (sub-table cells too), and the ids and labels of "references". */
export async function labelled(
  db: Queryable,
  bundle: MetaBundle,
  entity: EntityFile,
  sellerId: number,
  ...rows: Row[]
) {
  const decoded = rows.map((row) => fromDbRow(entity, row));
  await attachLabels(db, bundle, entity, sellerId, decoded);
  await attachSubRowLabels(db, bundle, entity, sellerId, decoded);
  return attachManyReferences(db, bundle, entity, sellerId, decoded);
}
