import { applyBillMoney, deductFromAccount, lockBillMoney, recoverOffline, userName } from '../billing/bill-money';
import { defineEntityHooks } from './entity-hooks';

/**
 * Bad debts (a view of the owed bills given up as bad debts). Writing off moves all that is
 * still owed to written off; a recovery (money collected outside the account, up to what is
 * owed, recorded through the member's account) and a new deduction from the account move it
 * to paid, each through the ledger, and once nothing is owed the debt is recovered. All in the action's transaction, so a refusal changes nothing.
 */
export default defineEntityHooks({
  async afterAction({ tx, action, after, input, sellerId, userId, locale }) {
    const id = Number(after.id);
    const money = await lockBillMoney(tx, sellerId, id, locale);
    let owed = money.owed;
    if (action.name === 'writeOff')
      owed = (await applyBillMoney(tx, sellerId, money, { writtenOff: owed }, locale)).owed;
    if (action.name === 'recover')
      owed = (await recoverOffline(tx, sellerId, money, Number(input.recoverAmount), locale)).owed;
    if (action.name === 'reDeduct') owed = (await deductFromAccount(tx, sellerId, money, locale)).owed;
    const recovered = action.name !== 'writeOff' && owed === 0;
    await tx.query(
      `update "bill" set "handler_name" = $3, "bad_debt_status" = case when $4 then 'RECOVERED' else "bad_debt_status" end
        where "id" = $1 and "seller_id" = $2`,
      [id, sellerId, await userName(tx, userId), recovered],
    );
  },
});
