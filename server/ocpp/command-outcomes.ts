import { recordTemplateAnswer } from '../billing/deliver-template';
import type { Database } from '../db/database';
import type { SettledCommand } from './command-delivery';
import { recordUpgradeCommand } from './firmware-upgrade';

/**
 * Hands each settled command to the record that sent it: an UpdateFirmware to its upgrade
 * task, a billing template's DataTransfer to its template. Commands of the gun and pile actions
 * have no record beyond the command log itself.
 */
export async function recordCommandOutcomes(db: Database, commands: readonly SettledCommand[]): Promise<void> {
  for (const command of commands) {
    if (command.action === 'UpdateFirmware') await recordUpgradeCommand(db, command);
    else if (command.action === 'DataTransfer') await recordTemplateAnswer(db, command);
  }
}
