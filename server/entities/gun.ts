import { BILL_STATUS } from '../billing/settle-bill';
import { refusal } from '../crud/crud-error';
import { ERRORS } from '../messages';
import { queueCommand, type PileCommandName } from '../ocpp/pile-commands';
import { defineEntityHooks } from './entity-hooks';
import { refuseOfflinePile } from './support/offline-piles';

/** The gun's status actions and the command each one sends to its pile. */
const COMMAND_OF_ACTION: Record<string, PileCommandName> = {
  prohibit: 'disableCharging',
  allow: 'enableCharging',
  reset: 'reset',
  unlock: 'unlock',
  remoteStop: 'remoteStop',
};

/**
 * Guns. Prohibiting, allowing, resetting and unlocking a gun, and stopping its charging session
 * from afar, are commands to its pile: each is queued with the action (its command log row
 * commits or rolls back with it) and delivered once the action has committed. A pile no live
 * connection reaches is refused at once, and the gun stays as it is. Prohibiting and allowing
 * move the gun's availability only once its pile accepted (ocpp/command-outcomes.ts): the
 * actions themselves declare no target status.
 */
export default defineEntityHooks({
  async beforeAction(args) {
    const { action, before } = args;
    if (!COMMAND_OF_ACTION[action.name] || before.pileId === null || before.pileId === undefined) return;
    await refuseOfflinePile(args, Number(before.pileId), before.id);
  },

  async afterAction({ tx, sellerId, userId, locale, action, after, publishAfterCommit }) {
    const command = COMMAND_OF_ACTION[action.name];
    if (!command || after.pileId === null || after.pileId === undefined) return;
    const pileId = Number(after.pileId);
    const { rows } = await tx.query<{ station_id: number | null }>(
      `select "station_id" from "pile" where "id" = $1 and "seller_id" = $2`,
      [pileId, sellerId],
    );
    let transactionId: number | undefined;
    if (command === 'remoteStop') {
      // A remote stop names the session the pile runs on this gun: its open bill's transaction.
      const open = await tx.query<{ transaction_id: number | null }>(
        `select "transaction_id" from "bill" where "seller_id" = $1 and "gun_id" = $2 and "bill_status" = $3
          order by "id" desc limit 1`,
        [sellerId, Number(after.id), BILL_STATUS.charging],
      );
      if (open.rows[0]?.transaction_id == null)
        throw refusal(locale, ERRORS.gunNotCharging, [after.code], { id: after.id });
      transactionId = Number(open.rows[0].transaction_id);
    }
    await queueCommand(tx, {
      sellerId,
      pileId,
      stationId: rows[0]?.station_id === null || rows[0] === undefined ? null : Number(rows[0].station_id),
      gun: { id: Number(after.id), index: Number(after.gunIndex ?? 0) },
      command,
      operatorId: userId,
      transactionId,
    });
    publishAfterCommit({ kind: 'commands', sellerId, pileIds: [pileId] });
  },
});
