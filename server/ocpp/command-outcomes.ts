import { recordTemplateAnswer } from '../billing/deliver-template';
import { recordIssueAnswer } from '../billing/issue-history';
import type { Database } from '../db/database';
import type { SettledCommand } from './command-delivery';
import { recordUpgradeCommand } from './firmware-upgrade';
import { settleKeyChange } from './pile-key-changes';
import { applyAvailability } from './gun-availability';

/**
 * Hands each settled command to the record that sent it: an UpdateFirmware to its upgrade
 * task, a billing template's DataTransfer to its template, a key change to the pile's key, a
 * gun's ChangeAvailability to the gun's availability. The other gun commands (reset, unlock,
 * remote stop) have no record beyond the command log itself. Answers the records changed.
 */
export async function recordCommandOutcomes(db: Database, commands: readonly SettledCommand[]): Promise<RowsChanged[]> {
  const changed = new Map<string, RowsChanged>();
  for (const command of commands) {
    if (command.action === 'ChangeAvailability') {
      if (await applyAvailability(db, command))
        changed.set(`${command.sellerId}:${GUNS.entity}`, { ...GUNS, sellerId: command.sellerId });
      continue;
    }
    if (command.action === 'ChangeConfiguration') {
      // A new authorization key holds once the pile accepted it (pile-key-changes.ts).
      await settleKeyChange(db, command);
      continue;
    }
    if (command.action === 'UpdateFirmware') await recordUpgradeCommand(db, command);
    else if (command.action === 'DataTransfer') {
      await recordTemplateAnswer(db, command);
      // The issue history keeps each pile's answer too (a row per pile and issue).
      await recordIssueAnswer(db, command);
    } else continue;
    const entity = command.action === 'UpdateFirmware' ? UPGRADE_TASKS : BILLING_TEMPLATES;
    changed.set(`${command.sellerId}:${entity.entity}`, { sellerId: command.sellerId, ...entity });
  }
  return [...changed.values()];
}

/** Rows of one seller's entity that a pile's answer changed: lists showing them refresh. */
export interface RowsChanged {
  sellerId: number;
  entity: string;
  pageId: string;
}

export const UPGRADE_TASKS = { entity: 'upgradeTask', pageId: 'upgradeTask' } as const;
/** Bills: a session started or billed changes what lists and today's figures show. */
export const BILLS = { entity: 'bill', pageId: 'bill' } as const;
const GUNS = { entity: 'gun', pageId: 'gunManage' } as const;
const BILLING_TEMPLATES = { entity: 'billingTemplate', pageId: 'billingTemplate' } as const;
