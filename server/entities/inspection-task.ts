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

/** The task's checklist items, in the order chosen. */
async function taskItems(tx: Queryable, sellerId: number, taskId: number) {
  const { rows } = await tx.query<{ id: number; name: string; required: boolean }>(
    `select i."id", i."name", i."required" from "inspection_task_item_ids" l
       join "inspection_item" i on i."id" = l."ref_id" and i."seller_id" = l."seller_id"
      where l."seller_id" = $1 and l."owner_id" = $2 order by l."position"`,
    [sellerId, taskId],
  );
  return rows;
}

/**
 * Inspection tasks are numbered by the server and assigned only to enabled O&M staff. A task
 * is submitted for audit with its results (sent with the submission, or recorded before) only
 * when every mandatory item of it has one, and none is for an item outside its checklist.
 */
export default defineEntityHooks({
  async beforeSave({ operation, values }) {
    if (operation === 'save') values.taskNo = documentNumber('IT');
  },
  async beforeAction({ tx, sellerId, action, before, input, locale }) {
    if (action.name === 'assign') await refuseUnavailableStaff(tx, sellerId, input.inspectorId, 'inspectorId', locale);
    if (action.name !== 'complete') return;
    // The results sent with the submission, or those recorded on the task before.
    const results = resultsOf(input.results ?? before.results);
    const items = await taskItems(tx, sellerId, Number(before.id));
    const ofTask = new Set(items.map((item) => Number(item.id)));
    if (results.some((row) => !ofTask.has(Number(row.itemId))))
      throw fieldRefusal(locale, ERRORS.resultOutsideTask, 'results');
    const answered = new Set(results.map((row) => Number(row.itemId)));
    const missing = items.filter((item) => item.required && !answered.has(Number(item.id)));
    if (missing.length === 0) return;
    const names = missing.map((item) => item.name).join('、');
    throw fieldRefusal(locale, ERRORS.mandatoryItemsOpen, 'results', [names]);
  },
});
