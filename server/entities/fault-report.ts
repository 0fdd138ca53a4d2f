import type { Queryable } from '../db/database';
import { insertRow } from '../crud/row-store';
import { defineEntityHooks } from './entity-hooks';
import { documentNumber } from './support/document-number';
import { message } from '../messages';

const HOUR = 3_600_000;

/** The type's time limit, from now: when the raised work order is due. */
async function deadlineOf(tx: Queryable, sellerId: number, typeId: number) {
  const { rows } = await tx.query<{ sla_hours: number }>(
    `select "sla_hours" from "work_order_type" where "seller_id" = $1 and "id" = $2`,
    [sellerId, typeId],
  );
  const hours = Number(rows[0]?.sla_hours ?? 24);
  return new Date(Date.now() + hours * HOUR).toISOString();
}

/**
 * Fault reports are numbered by the server. "Raise work order" writes, in the same
 * transaction, a work order awaiting dispatch that points back at the report and carries its
 * station, pile, description and photos, due within its type's time limit.
 */
export default defineEntityHooks({
  async beforeSave({ operation, values }) {
    if (operation === 'save') values.reportNo = documentNumber('FR');
  },
  async afterAction({ tx, bundle, sellerId, action, after, input, locale }) {
    if (action.name !== 'createWorkOrder') return;
    const workOrder = bundle.entities.get('workOrder');
    if (!workOrder) return;
    const typeId = Number(input.typeId);
    await insertRow(tx, workOrder, sellerId, {
      orderNo: documentNumber('WO'),
      title: message(locale, 'faultReportTitle', after.reportNo),
      typeId,
      source: 'FAULT_REPORT',
      priority: Number(input.priority),
      stationId: after.stationId,
      pileId: after.pileId ?? null,
      faultReportId: after.id,
      description: after.description,
      images: JSON.stringify(after.images ?? []),
      deadline: await deadlineOf(tx, sellerId, typeId),
      status: 'PENDING',
    });
  },
});
