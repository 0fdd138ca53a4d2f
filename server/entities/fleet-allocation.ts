import { API_CODES } from '../../src/meta/api-codes';
import type { Queryable } from '../db/database';
import { CrudError, fieldRefusal } from '../crud/crud-error';
import { ERRORS } from '../messages';
import type { Locale } from '../../src/meta/model';
import { postBalanceChange } from '../ledger';
import { defineEntityHooks } from './entity-hooks';
import { documentNumber } from './support/document-number';
import { refuseForeignAccount } from './support/own-account';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * The member's place in the fleet, locked for the rest of the write (two allocations to one
 * member wait for each other, so together they cannot pass the quota), and what was allocated
 * to it this month outside `exceptId`.
 */
async function fleetPlace(tx: Queryable, sellerId: number, fleetId: number, memberId: number, exceptId: number) {
  const { rows } = await tx.query<{ quota: number }>(
    `select "quota" from "fleet_member"
      where "seller_id" = $1 and "fleet_id" = $2 and "member_id" = $3 and "enable_status" = 1 for update`,
    [sellerId, fleetId, memberId],
  );
  if (!rows[0]) return undefined;
  const { rows: used } = await tx.query<{ s: number }>(
    `select coalesce(sum("amount"), 0)::bigint as s from "fleet_allocation"
      where "seller_id" = $1 and "fleet_id" = $2 and "member_id" = $3 and "id" <> $4 and "status" = 'ALLOCATED'
        and "allocated_at" >= date_trunc('month', now())`,
    [sellerId, fleetId, memberId, exceptId],
  );
  return { quota: Number(rows[0].quota), used: Number(used[0].s) };
}

async function refuseOutsideQuota(
  tx: Queryable,
  sellerId: number,
  row: Record<string, unknown>,
  exceptId: number,
  locale: Locale,
) {
  const place = await fleetPlace(tx, sellerId, Number(row.fleetId), Number(row.memberId), exceptId);
  if (!place) throw fieldRefusal(locale, ERRORS.notFleetMember, 'memberId');
  const amount = Number(row.amount);
  if (place.quota > 0 && place.used + amount > place.quota)
    throw fieldRefusal(locale, ERRORS.overFleetQuota, 'amount', [yuan(place.quota), yuan(place.used)]);
}

/**
 * Fleet allocations. A draft names an enabled member of the fleet and one of that member's own
 * accounts, within the member's monthly quota; allocating credits the account through the
 * ledger, reclaiming debits it back (refused if the balance no longer holds it), each in the
 * action's transaction. The quota is checked again when allocating, under a lock on the
 * member's place in the fleet.
 */
export default defineEntityHooks({
  async beforeSave({ tx, operation, values, before, sellerId, locale }) {
    if (operation === 'save') values.allocationNo = documentNumber('FA');
    const row = { ...before, ...values };
    await refuseForeignAccount(tx, sellerId, row.memberId, row.accountId, locale);
    await refuseOutsideQuota(tx, sellerId, row, Number(before?.id ?? 0), locale);
  },
  async beforeAction({ tx, sellerId, action, before, locale }) {
    if (action.name === 'allocate') await refuseOutsideQuota(tx, sellerId, before, Number(before.id), locale);
  },
  async afterAction({ tx, sellerId, action, after }) {
    if (action.name !== 'allocate' && action.name !== 'reclaim') return;
    const amount = Number(after.amount);
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new CrudError(API_CODES.VALIDATION_FAILED, 'amount');
    await postBalanceChange(tx, {
      sellerId,
      accountId: Number(after.accountId),
      amount: action.name === 'allocate' ? amount : -amount,
      event: 'fleetAllocation',
      flowNo: `${action.name === 'allocate' ? 'FA' : 'FR'}${String(after.allocationNo)}`,
      remark: (after.remark as string | null) ?? null,
    });
  },
});
