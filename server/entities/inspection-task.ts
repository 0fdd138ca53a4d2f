import type { Queryable } from '../db/database';
import { fieldRefusal } from '../crud/crud-error';
import { ERRORS } from '../messages';
import { defineEntityHooks } from './entity-hooks';
import { documentNumber } from './support/document-number';
import { refuseUnavailableStaff } from './support/maintenance-staff';

interface ResultRow {
  itemId?: number | string;
}

const resultsOf = (value: unknown): ResultRow[] => {
  const rows = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(rows) ? (rows as ResultRow[]) : [];
};

/** The task's mandatory items, in the order chosen. */
async function mandatoryItems(tx: Queryable, sellerId: number, taskId: number) {
  const { rows } = await tx.query<{ id: number; name: string }>(
    `select i."id", i."name" from "inspection_task_item_ids" l
       join "inspection_item" i on i."id" = l."ref_id" and i."seller_id" = l."seller_id"
      where l."seller_id" = $1 and l."owner_id" = $2 and i."required" order by l."position"`,
    [sellerId, taskId],
  );
  return rows;
}

/**
 * Inspection tasks are numbered by the server and assigned only to enabled O&M staff. A task
 * is submitted for audit only when every mandatory item of it has a result.
 */
export default defineEntityHooks({
  async beforeSave({ operation, values }) {
    if (operation === 'save') values.taskNo = documentNumber('IT');
  },
  async beforeAction({ tx, sellerId, action, before, input, locale }) {
    if (action.name === 'assign') await refuseUnavailableStaff(tx, sellerId, input.inspectorId, 'inspectorId', locale);
    if (action.name !== 'complete') return;
    const answered = new Set(resultsOf(before.results).map((row) => Number(row.itemId)));
    const missing = (await mandatoryItems(tx, sellerId, Number(before.id))).filter(
      (item) => !answered.has(Number(item.id)),
    );
    if (missing.length === 0) return;
    const names = missing.map((item) => item.name).join('、');
    throw fieldRefusal(locale, ERRORS.mandatoryItemsOpen, 'results', [names]);
  },
});
