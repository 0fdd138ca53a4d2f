import { API_CODES, type FieldError } from '../../src/meta/api-codes';
import type { MetaBundle } from '../../src/meta/bundle';
import type { Locale } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { CrudError, refusal } from '../crud/crud-error';
import { insertRow } from '../crud/row-store';
import { postBalanceChange } from '../ledger';
import { LINE_ACCOUNTS_SQL, lineRefusal, type LineAccount } from './recharge-line-refusal';
import { documentNumber } from './support/document-number';
import { ERRORS } from '../messages';
import { defineEntityHooks } from './entity-hooks';

const WAITING = 0;
const SYNCED = 1;
const FAILED = 2;
/** A batch line credited by hand: the recharge type manual recharges are recorded with. */
const MANUAL_RECHARGE_TYPE = 3;

interface Line {
  id: number;
  row_no: number;
  account_no: string;
  member_name: string | null;
  amount: number;
  pay_channel: string | null;
  remark: string | null;
}

function entityOf(bundle: MetaBundle, name: string) {
  const entity = bundle.entities.get(name);
  if (!entity) throw new Error(`a batch recharge needs the ${name} entity`);
  return entity;
}

/**
 * Credits one line like a manual recharge that has been approved: the account's ledger entry
 * through `postBalanceChange` and a recharge record. Throws a CrudError with the reason the
 * line cannot be credited (see `lineRefusal`: the account may have changed since the import).
 */
async function creditLine(
  tx: Queryable,
  bundle: MetaBundle,
  sellerId: number,
  batchNo: string,
  line: Line,
  locale: Locale,
) {
  const { rows } = await tx.query<LineAccount>(LINE_ACCOUNTS_SQL, [sellerId, [line.account_no]]);
  const account = rows[0];
  const reason = lineRefusal(account, line, locale);
  if (reason || !account) throw new CrudError(API_CODES.VALIDATION_FAILED, reason?.message ?? '');
  const flowNo = `${batchNo}R${line.row_no}`;
  const entry = await postBalanceChange(tx, {
    sellerId,
    accountId: Number(account.id),
    amount: Number(line.amount),
    event: 'recharge',
    flowNo,
    remark: line.remark,
  });
  // Numbered as every recharge of the ledger is: RC and its ledger entry's number.
  await insertRow(tx, entityOf(bundle, 'recharge'), sellerId, {
    rechargeNo: `RC${flowNo}`,
    memberId: entry.memberId,
    accountId: entry.accountId,
    accountType: account.account_type,
    rechargeType: MANUAL_RECHARGE_TYPE,
    payChannel: line.pay_channel ?? 'BankTransfer',
    amount: Number(line.amount),
    giftAmount: 0,
    status: 'PAID',
    paidAt: new Date().toISOString(),
    remark: line.remark,
  });
  return { accountId: entry.accountId, flowNo };
}

/**
 * Credits the batch's lines in `status`, one savepoint each: a line that cannot be credited is
 * rolled back to its savepoint and marked failed with the reason, so it is never half applied,
 * while the others go on. The batch's counts are then taken from its lines, so that they
 * always add up (credited + failed + waiting = rows, credited amount = sum of credited lines).
 */
export async function syncLines(
  tx: Queryable,
  bundle: MetaBundle,
  sellerId: number,
  batch: Record<string, unknown>,
  status: number,
  locale: Locale,
) {
  const { rows: lines } = await tx.query<Line>(
    `select "id", "row_no", "account_no", "member_name", "amount", "pay_channel", "remark" from "recharge_batch_item"
      where "seller_id" = $1 and "batch_id" = $2 and "status" = $3 order by "row_no" for update`,
    [sellerId, batch.id, status],
  );
  for (const line of lines) {
    await tx.query('savepoint recharge_batch_line');
    try {
      const { accountId, flowNo } = await creditLine(tx, bundle, sellerId, String(batch.batchNo), line, locale);
      await tx.query('release savepoint recharge_batch_line');
      await tx.query(
        `update "recharge_batch_item" set "status" = $1, "account_id" = $2, "flow_no" = $3, "message" = null,
                "synced_at" = now(), "updated_at" = now() where "id" = $4`,
        [SYNCED, accountId, flowNo, line.id],
      );
    } catch (error) {
      // Only a refusal is a failed line; anything else is a fault that undoes the whole sync.
      if (!(error instanceof CrudError)) throw error;
      await tx.query('rollback to savepoint recharge_batch_line');
      await tx.query(
        `update "recharge_batch_item" set "status" = $1, "message" = $2, "updated_at" = now() where "id" = $3`,
        [FAILED, error.message.slice(0, 200), line.id],
      );
    }
  }
  await tx.query(
    `update "recharge_batch" b set
        "success_count" = s."ok", "success_amount" = s."ok_amount", "failed_count" = s."failed", "updated_at" = now()
       from (select count(*) filter (where "status" = $3)::int as "ok",
                    coalesce(sum("amount") filter (where "status" = $3), 0)::bigint as "ok_amount",
                    count(*) filter (where "status" = $4)::int as "failed"
               from "recharge_batch_item" where "seller_id" = $1 and "batch_id" = $2) s
      where b."id" = $2 and b."seller_id" = $1`,
    [sellerId, batch.id, SYNCED, FAILED],
  );
}

/**
 * Checks every line of an imported sheet before anything is written: when any line cannot be
 * credited, the whole sheet is refused (code 13) with one error per bad line naming its sheet
 * row and reason, so that no batch, line, balance or ledger entry comes of it.
 */
async function refuseBadLines(
  tx: Queryable,
  sellerId: number,
  rows: { row: number; values: Record<string, unknown> }[],
  locale: Locale,
) {
  const numbers = [...new Set(rows.map((row) => String(row.values.accountNo ?? '')))];
  const { rows: found } = await tx.query<LineAccount & { account_no: string }>(LINE_ACCOUNTS_SQL, [sellerId, numbers]);
  const byNumber = new Map(found.map((account) => [account.account_no, account]));
  const errors: FieldError[] = [];
  for (const row of rows) {
    const account = byNumber.get(String(row.values.accountNo ?? ''));
    const reason = lineRefusal(account, { member_name: row.values.memberName, amount: row.values.amount }, locale);
    if (reason) errors.push({ row: row.row, ...reason });
  }
  if (errors.length > 0) throw refusal(locale, ERRORS.batchLinesFailed, [errors.length], { errors });
}

/**
 * Batch recharges: an imported sheet of recharges (account number, amount, optional member name
 * to check against) becomes one batch and its lines, waiting, or is refused as a whole when any
 * line could not be credited. Syncing credits every line to its
 * account as a manual recharge would, and records the lines that cannot be credited with the
 * reason; retrying tries the failed lines again. Both run in the action's transaction, from a
 * status the update itself checks, so a batch is never credited twice.
 */
export default defineEntityHooks({
  async importRows({ tx, bundle, entity, sellerId, userId, rows, locale }) {
    await refuseBadLines(tx, sellerId, rows, locale);
    const total = rows.reduce((sum, row) => sum + Number(row.values.amount ?? 0), 0);
    const batch = await insertRow(tx, entity, sellerId, {
      batchNo: documentNumber('RB'),
      rowCount: rows.length,
      totalAmount: total,
      successCount: 0,
      successAmount: 0,
      failedCount: 0,
      status: WAITING,
      operator: userId,
      importedAt: new Date().toISOString(),
    });
    const lines = entityOf(bundle, 'rechargeBatchItem');
    for (const [index, row] of rows.entries()) {
      await insertRow(tx, lines, sellerId, {
        ...row.values,
        payChannel: row.values.payChannel ?? 'BankTransfer',
        batchId: Number(batch.id),
        rowNo: index + 1,
        status: WAITING,
      });
    }
    return rows.length;
  },
  async beforeAction({ action, before, locale }) {
    if (action.name === 'retryFailed' && Number(before.failedCount ?? 0) === 0) {
      throw refusal(locale, ERRORS.batchNoFailedRows, [before.batchNo]);
    }
  },
  async afterAction({ tx, bundle, sellerId, action, after, locale }) {
    if (action.name === 'sync') await syncLines(tx, bundle, sellerId, after, WAITING, locale);
    if (action.name === 'retryFailed') await syncLines(tx, bundle, sellerId, after, FAILED, locale);
  },
});
