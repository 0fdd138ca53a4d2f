import { fieldRefusal } from '../crud/crud-error';
import { ERRORS } from '../messages';
import { defineEntityHooks } from './entity-hooks';
import { convertTemporaryStation, refuseEnded } from './support/temporary-station-conversion';

interface TemporaryPile {
  code?: unknown;
}

/**
 * Temporary stations (临时场站桩管理): the pile count follows the pile rows, and a temporary
 * pile's code is unique among the station's rows and never the code of one of the seller's
 * formal piles, since a pile that connects is found by its code. "Convert to station" makes an
 * enabled, still running site a formal station with its piles and guns, in the action's
 * transaction; the site is then marked converted, which no action leaves.
 */
export default defineEntityHooks({
  async beforeSave({ tx, sellerId, values, locale }) {
    if (!Array.isArray(values.piles)) return;
    const piles = values.piles as TemporaryPile[];
    values.pileCount = piles.length;
    const codes = piles.map((pile) => String(pile.code ?? '').trim());
    const repeated = codes.find((code, i) => code && codes.indexOf(code) !== i);
    if (repeated) throw fieldRefusal(locale, ERRORS.temporaryPileRepeated, 'piles', [repeated]);
    const { rows } = await tx.query<{ code: string }>(
      `select "code" from "pile" where "seller_id" = $1 and "code" = any($2::text[]) order by "code" limit 1`,
      [sellerId, codes],
    );
    if (rows[0]) throw fieldRefusal(locale, ERRORS.temporaryPileTaken, 'piles', [rows[0].code]);
  },
  async beforeAction({ action, before, locale }) {
    if (action.name === 'convert') refuseEnded(before, locale);
  },
  async afterAction({ tx, bundle, sellerId, userId, locale, action, before, input }) {
    if (action.name === 'convert')
      await convertTemporaryStation({ tx, bundle, sellerId, userId, locale, temporary: before, input });
  },
});
