import { defineEntityHooks } from './entity-hooks';

/**
 * A server domain's seller: its seller number is copied from the chosen seller on every save,
 * so that the list shows and filters the number a person types at login, and it cannot
 * disagree with the seller it names (the reference check has already refused an unknown one).
 */
export default defineEntityHooks({
  async beforeSave({ tx, values }) {
    if (values.boundSellerId === undefined || values.boundSellerId === null) return;
    const { rows } = await tx.query<{ sellerNumber: string }>(
      `select seller_number as "sellerNumber" from sellers where id = $1`,
      [Number(values.boundSellerId)],
    );
    values.sellerNumber = rows[0]?.sellerNumber ?? null;
  },
});
