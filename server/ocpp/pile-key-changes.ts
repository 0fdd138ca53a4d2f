import type { Database, Queryable } from '../db/database';
import { COMMAND_STATUS, queueCommand } from './pile-commands';

/** The configuration key of OCPP 1.6 Security Whitepaper profiles 1 and 2. */
export const AUTHORIZATION_KEY = 'AuthorizationKey';
/** What the command log shows of the key: the key itself is never stored in a command. */
const SHOWN_VALUE = '******';

/**
 * A new key for a connected pile: the pile must learn it before it counts, or it could not
 * reconnect. ChangeConfiguration AuthorizationKey is queued in the caller's transaction (the
 * command log shows it, with the value masked); the key and its hash wait in pile_key_changes,
 * the key only until the command goes out. Once the pile accepts, the hash becomes the pile's
 * and the old key stops working (settleKeyChange); a pile that proves not to be connected (the
 * command goes out to nobody) takes it as an offline pile does; a refusal or no answer drops the
 * change and the old key stays. A newer change replaces one still waiting.
 */
export async function stageKeyChange(
  tx: Queryable,
  change: {
    sellerId: number;
    pileId: number;
    stationId: number | null;
    key: string;
    keyHash: string;
    operatorId: number | null;
  },
): Promise<void> {
  const commandId = await queueCommand(tx, {
    sellerId: change.sellerId,
    pileId: change.pileId,
    stationId: change.stationId,
    command: 'changeAuthorizationKey',
    operatorId: change.operatorId,
    params: { key: AUTHORIZATION_KEY, value: SHOWN_VALUE },
  });
  await tx.query(
    `insert into pile_key_changes (pile_id, seller_id, command_id, key_hash, key_value) values ($1, $2, $3, $4, $5)
      on conflict (pile_id) do update set seller_id = excluded.seller_id, command_id = excluded.command_id,
        key_hash = excluded.key_hash, key_value = excluded.key_value, created_at = now()`,
    [change.pileId, change.sellerId, commandId, change.keyHash, change.key],
  );
}

/**
 * The payload a ChangeConfiguration of the key is sent with: the key from pile_key_changes,
 * taken out of it as it goes. Undefined when the change is gone (a newer key replaced it): that
 * command is not sent.
 */
export async function keyChangePayload(db: Database, commandId: number): Promise<Record<string, unknown> | undefined> {
  const value = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ key_value: string | null }>(
      `select key_value from pile_key_changes where command_id = $1 for update`,
      [commandId],
    );
    await tx.query(`update pile_key_changes set key_value = null where command_id = $1`, [commandId]);
    return rows[0]?.key_value;
  });
  return typeof value === 'string' ? { key: AUTHORIZATION_KEY, value } : undefined;
}

/**
 * The command's outcome decides the key: accepted (or the pile turned out not to be connected
 * at all), the new hash is the pile's; otherwise the old one stays.
 */
export async function settleKeyChange(
  db: Database,
  command: { id: number; sellerId: number; pileId: number; status: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ key_hash: string }>(
      `delete from pile_key_changes where command_id = $1 and seller_id = $2 returning key_hash`,
      [command.id, command.sellerId],
    );
    // Offline: no instance held the pile's connection, so it is treated as the offline pile it
    // is (the new key holds at once). Rejected or unanswered: the pile may still hold the old key.
    const takes = command.status === COMMAND_STATUS.accepted || command.status === COMMAND_STATUS.offline;
    if (!rows[0] || !takes) return;
    await tx.query(`update pile set authorization_key = $3, updated_at = now() where id = $1 and seller_id = $2`, [
      command.pileId,
      command.sellerId,
      rows[0].key_hash,
    ]);
  });
}
