import { fieldRefusal } from '../crud/crud-error';
import { ERRORS } from '../messages';
import { documentNumber } from './support/document-number';
import { notifyAssignment, readAssignee } from './support/work-order-assignee';
import { defineEntityHooks } from './entity-hooks';

/** The actions that hand the order to a user picked in their form. */
const ASSIGNING = new Set(['dispatch', 'redispatch']);

/** Dictionary alarmStatus. */
const ALARM = { pending: 1, processing: 2, handled: 3 } as const;

/**
 * Alarm work orders. A new order numbers itself and, when opened from an alarm, takes the
 * alarm's station, pile and level (so the order cannot point at another pile than its alarm).
 * The order drives its alarm: dispatching puts a pending alarm in hand, and approving the
 * finished order marks the alarm handled with the order's result, in the same transaction.
 * Dispatching and re-dispatching hand it to a dispatch or repair user picked in the form: his
 * name and phone are kept with the order, he is told by text message and finds it under
 * "my work orders".
 */
export default defineEntityHooks({
  async beforeSave({ tx, operation, values, before, sellerId, locale }) {
    if (operation === 'save') values.orderNo = documentNumber('WO');
    const alarmId = values.alarmId ?? before?.alarmId;
    if (alarmId !== undefined && alarmId !== null) {
      const { rows } = await tx.query<{ station_id: number; pile_id: number | null; level: number }>(
        `select "station_id", "pile_id", "level" from "alarm_record" where "id" = $1 and "seller_id" = $2`,
        [alarmId, sellerId],
      );
      const alarm = rows[0];
      if (alarm) {
        values.stationId = alarm.station_id === null ? null : Number(alarm.station_id);
        values.pileId = alarm.pile_id === null ? null : Number(alarm.pile_id);
        values.level = alarm.level === null ? null : Number(alarm.level);
        return;
      }
    }
    if ((values.stationId ?? before?.stationId) == null) {
      throw fieldRefusal(locale, ERRORS.chooseAlarmOrStation, 'stationId');
    }
  },
  async beforeAction({ tx, sellerId, action, input, values }) {
    if (!ASSIGNING.has(action.name)) return;
    const assignee = await readAssignee(tx, sellerId, input.assigneeId);
    values.assigneeName = assignee?.name ?? null;
    values.assigneePhone = assignee?.phone ?? null;
  },
  async afterAction({ tx, sellerId, userId, action, before, after }) {
    // A re-dispatch to the same user tells him nothing new.
    if (ASSIGNING.has(action.name) && String(before.assigneeId) !== String(after.assigneeId))
      await notifyAssignment(tx, sellerId, after);
    if (after.alarmId === null || after.alarmId === undefined) return;
    if (action.name === 'dispatch')
      await tx.query(
        `update "alarm_record" set "status" = $1, "handler_id" = $2, "updated_at" = now()
          where "id" = $3 and "seller_id" = $4 and "status" = $5`,
        [ALARM.processing, userId, after.alarmId, sellerId, ALARM.pending],
      );
    if (action.name === 'audit')
      await tx.query(
        `update "alarm_record" set "status" = $1, "handler_id" = $2, "handled_at" = now(), "result" = $3,
            "updated_at" = now()
          where "id" = $4 and "seller_id" = $5 and "status" <> $1`,
        [ALARM.handled, userId, after.handleResult ?? null, after.alarmId, sellerId],
      );
  },
});
