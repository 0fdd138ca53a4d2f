import type { Database } from '../db/database';
import type { SettledCommand } from './command-delivery';
import { COMMAND_STATUS } from './pile-commands';

/** Dictionary chargeAvailability, by the ChangeAvailability type that asks for it. */
const AVAILABILITY_OF_TYPE: Record<string, number> = { Inoperative: 0, Operative: 1 };

/**
 * A gun's availability follows its pile's answer, not the click: a ChangeAvailability the pile
 * accepted (Accepted, or Scheduled for after the session in progress) writes the availability
 * asked for; a rejected, unanswered or undelivered one leaves the gun as it was, and the
 * command log says why. Answers whether a gun changed.
 */
export async function applyAvailability(db: Database, command: SettledCommand): Promise<boolean> {
  if (command.status !== COMMAND_STATUS.accepted) return false;
  const { rows } = await db.query<{ gun_id: number | null; params: { type?: string } }>(
    `select "gun_id", "params" from "pile_command" where "id" = $1 and "seller_id" = $2`,
    [command.id, command.sellerId],
  );
  const sent = rows[0];
  const availability = AVAILABILITY_OF_TYPE[String(sent?.params?.type)];
  if (!sent || sent.gun_id === null || availability === undefined) return false;
  const written = await db.query(
    `update "gun" set "availability" = $3, "updated_at" = now()
      where "id" = $1 and "seller_id" = $2 and "availability" is distinct from $3`,
    [sent.gun_id, command.sellerId, availability],
  );
  return (written.affectedRows ?? 0) > 0;
}
