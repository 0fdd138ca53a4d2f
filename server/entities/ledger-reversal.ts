import { refusal } from '../crud/crud-error';
import { LEDGER_EVENTS, postBalanceChange } from '../ledger';
import { ERRORS } from '../messages';
import { documentNumber } from './support/document-number';
import { defineEntityHooks } from './entity-hooks';

interface PostedEntry {
  id: number;
  flow_no: string;
  account_id: number | null;
  member_id: number | null;
  event_type: number | null;
  amount: number;
}

/**
 * Ledger reversals: the ledger is append-only, so a wrong entry is corrected by a new entry of
 * the opposite amount. One person applies with a reason; another approves, and the approval
 * posts the reversing entry through the ledger (postBalanceChange) in its own transaction. The
 * application takes account, member and amount from the entry reversed, never from the form.
 */
export default defineEntityHooks({
  async beforeSave({ tx, operation, values, before, sellerId, locale }) {
    const flowId = values.flowId ?? before?.flowId;
    const { rows } = await tx.query<PostedEntry>(
      `select "id", "flow_no", "account_id", "member_id", "event_type", "amount"
         from "account_flow" where "id" = $1 and "seller_id" = $2`,
      [flowId, sellerId],
    );
    const entry = rows[0];
    if (!entry) throw refusal(locale, ERRORS.noSuchFlow);
    if (entry.account_id === null) throw refusal(locale, ERRORS.reversalWithoutAccount, [entry.flow_no]);
    if (Number(entry.event_type) === LEDGER_EVENTS.reversal)
      throw refusal(locale, ERRORS.reversalOfReversal, [entry.flow_no]);
    const { rows: open } = await tx.query(
      `select 1 from "ledger_reversal" where "seller_id" = $1 and "flow_id" = $2 and "status" in ('PENDING', 'APPROVED')
          and "id" is distinct from $3`,
      [sellerId, entry.id, before?.id ?? null],
    );
    if (open.length) throw refusal(locale, ERRORS.reversalExists, [entry.flow_no]);
    if (operation === 'save') {
      values.reversalNo = documentNumber('RV');
      values.appliedAt = new Date().toISOString();
    }
    values.accountId = Number(entry.account_id);
    values.memberId = entry.member_id === null ? null : Number(entry.member_id);
    values.amount = -Number(entry.amount);
  },
  async afterAction({ tx, sellerId, action, after, locale }) {
    if (action.name !== 'approve') return;
    // The entry's row lock makes two approvals of one entry's reversals wait for each other;
    // the second then sees the first approved and is refused.
    const { rows } = await tx.query<{ flow_no: string }>(
      `select "flow_no" from "account_flow" where "id" = $1 and "seller_id" = $2 for update`,
      [after.flowId, sellerId],
    );
    const flowNo = rows[0]?.flow_no ?? '';
    const { rows: approved } = await tx.query(
      `select 1 from "ledger_reversal" where "seller_id" = $1 and "flow_id" = $2 and "status" = 'APPROVED' and "id" <> $3`,
      [sellerId, after.flowId, after.id],
    );
    if (approved.length) throw refusal(locale, ERRORS.reversalExists, [flowNo]);
    const entry = await postBalanceChange(tx, {
      sellerId,
      accountId: Number(after.accountId),
      amount: Number(after.amount),
      event: 'reversal',
      flowNo: `RV${flowNo}`.slice(0, 40),
      remark: `冲正 ${flowNo}：${String(after.reason)}`.slice(0, 200),
    });
    await tx.query(`update "ledger_reversal" set "reversal_flow_id" = $1 where "id" = $2`, [entry.id, after.id]);
  },
});
