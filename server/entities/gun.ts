import { queueCommand, type PileCommandName } from '../ocpp/pile-commands';
import { defineEntityHooks } from './entity-hooks';

/** The gun's status actions and the command each one sends to its pile. */
const COMMAND_OF_ACTION: Record<string, PileCommandName> = {
  prohibit: 'disableCharging',
  allow: 'enableCharging',
  reset: 'reset',
  unlock: 'unlock',
};

/**
 * Guns. Prohibiting, allowing, resetting and unlocking a gun are commands to its pile: each is
 * queued with the action (its command log row commits or rolls back with it) and delivered
 * once the action has committed.
 */
export default defineEntityHooks({
  async afterAction({ tx, sellerId, userId, action, after, publishAfterCommit }) {
    const command = COMMAND_OF_ACTION[action.name];
    if (!command || after.pileId === null || after.pileId === undefined) return;
    const pileId = Number(after.pileId);
    const { rows } = await tx.query<{ station_id: number | null }>(
      `select "station_id" from "pile" where "id" = $1 and "seller_id" = $2`,
      [pileId, sellerId],
    );
    await queueCommand(tx, {
      sellerId,
      pileId,
      stationId: rows[0]?.station_id === null || rows[0] === undefined ? null : Number(rows[0].station_id),
      gun: { id: Number(after.id), index: Number(after.gunIndex ?? 0) },
      command,
      operatorId: userId,
    });
    publishAfterCommit({ kind: 'commands', sellerId, pileIds: [pileId] });
  },
});
