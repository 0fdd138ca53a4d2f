import type { Queryable } from '../db/database';
import { joinTableName } from '../db/join-tables';
import { fieldRefusal } from '../crud/crud-error';
import { ERRORS, listJoin } from '../messages';
import { documentNumber } from './support/document-number';
import { defineEntityHooks } from './entity-hooks';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Invoices that no longer cover their bills: rejected, reversed or voided. */
const RELEASED = ['INVOICE_REJECT', 'REDED', 'VOIDED'];

/**
 * Invoice records. An application covers paid bills of its own member; its amount is what was
 * paid for them (never typed), at least the seller's minimum invoice amount, and a bill is on
 * one live invoice at a time: a rejected, reversed or voided invoice releases its bills. The
 * bills are locked while checked, so two applications for one bill cannot both pass. Rows are
 * edited only while applied for (`editableIn`); the fourteen states move by status actions.
 */
export default defineEntityHooks({
  async beforeSave({ tx, entity, operation, values, before, sellerId, locale }) {
    if (operation === 'save') {
      values.invoiceNo = documentNumber('IV');
      values.appliedAt = new Date().toISOString();
    }
    const memberId = Number(values.memberId ?? before?.memberId);
    const billIds = Array.isArray(values.billIds)
      ? values.billIds.map(Number)
      : await linkedBills(tx, joinTableName(entity, 'billIds'), Number(before?.id));
    if (billIds.length === 0) throw fieldRefusal(locale, ERRORS.noBillsToInvoice, 'billIds');
    const { rows: bills } = await tx.query<{ id: number; bill_no: string; member_id: number; paid_amount: number }>(
      `select "id", "bill_no", "member_id", coalesce("paid_amount", 0) as paid_amount from "bill"
        where "id" = any($1) and "seller_id" = $2 order by "id" for update`,
      [billIds, sellerId],
    );
    const foreign = bills.filter((bill) => Number(bill.member_id) !== memberId).map((bill) => bill.bill_no);
    if (foreign.length > 0)
      throw fieldRefusal(locale, ERRORS.billsOfAnotherMember, 'billIds', [listJoin(locale, foreign)]);
    const unpaid = bills.filter((bill) => Number(bill.paid_amount) <= 0).map((bill) => bill.bill_no);
    if (unpaid.length > 0) throw fieldRefusal(locale, ERRORS.billsNotPaid, 'billIds', [listJoin(locale, unpaid)]);
    const taken = await billsOnLiveInvoices(tx, joinTableName(entity, 'billIds'), billIds, Number(before?.id ?? 0));
    if (taken.length > 0)
      throw fieldRefusal(locale, ERRORS.billsOnAnotherInvoice, 'billIds', [
        {
          'zh-CN': taken.map((t) => `${t.bill_no}（${t.invoice_no}）`).join('、'),
          'en-US': taken.map((t) => `${t.bill_no} (${t.invoice_no})`).join(', '),
        },
      ]);
    const amount = bills.reduce((sum, bill) => sum + Number(bill.paid_amount), 0);
    const { rows: config } = await tx.query<{ min_amount: number | null }>(
      `select "min_amount" from "invoice_config" where "seller_id" = $1`,
      [sellerId],
    );
    const minimum = Number(config[0]?.min_amount ?? 0);
    if (amount < minimum)
      throw fieldRefusal(locale, ERRORS.invoiceBelowMinimum, 'billIds', [yuan(amount), yuan(minimum)]);
    values.amount = amount;
  },
});

async function linkedBills(tx: Queryable, table: string, invoiceId: number): Promise<number[]> {
  if (!Number.isFinite(invoiceId)) return [];
  const { rows } = await tx.query<{ ref_id: number }>(
    `select "ref_id" from "${table}" where "owner_id" = $1 order by "position"`,
    [invoiceId],
  );
  return rows.map((row) => Number(row.ref_id));
}

async function billsOnLiveInvoices(tx: Queryable, table: string, billIds: number[], exceptInvoiceId: number) {
  const { rows } = await tx.query<{ bill_no: string; invoice_no: string }>(
    `select b."bill_no", i."invoice_no" from "${table}" l
       join "invoice_record" i on i."id" = l."owner_id"
       join "bill" b on b."id" = l."ref_id"
      where l."ref_id" = any($1) and i."id" <> $2 and i."status" <> all($3::text[])
      order by b."bill_no"`,
    [billIds, exceptInvoiceId, RELEASED],
  );
  return rows;
}
