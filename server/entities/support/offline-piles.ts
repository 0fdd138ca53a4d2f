import type { Queryable } from '../../db/database';
import { refusal } from '../../crud/crud-error';
import type { Locale } from '../../../src/meta/model';
import { ERRORS } from '../../messages';

/**
 * Refuses a command to a pile no live connection reaches, naming the pile: nothing is recorded
 * and nothing of the row changes, rather than a command claimed sent that never leaves.
 */
export async function refuseOfflinePile(
  args: {
    tx: Queryable;
    sellerId: number;
    locale: Locale;
    reachablePiles: (pileIds: readonly number[]) => Promise<Set<number>>;
  },
  pileId: number,
  rowId: unknown,
): Promise<void> {
  if ((await args.reachablePiles([pileId])).has(pileId)) return;
  const { rows } = await args.tx.query<{ name: string | null; code: string }>(
    `select "name", "code" from "pile" where "id" = $1 and "seller_id" = $2`,
    [pileId, args.sellerId],
  );
  const pile = rows[0];
  throw refusal(args.locale, ERRORS.pileOffline, [pile?.name || pile?.code || pileId], { id: rowId });
}
