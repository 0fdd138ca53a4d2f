import type { Database, Queryable } from '../db/database';
import { toFileList } from '../../src/meta/files/file-value';
import { COMMAND_STATUS, queueCommand } from './pile-commands';
import { COMMAND_REPLY } from './command-reply';
import { changePileResults, pilesOf, type PileResult } from './pile-results';
import type { SettledCommand } from './command-delivery';

/** Dictionary upgradeStatus. */
export const UPGRADE_STATUS = {
  pending: 'PENDING',
  running: 'RUNNING',
  succeeded: 'SUCCEEDED',
  partial: 'PARTIAL',
  failed: 'FAILED',
  cancelled: 'CANCELLED',
} as const;

/** How far each FirmwareStatusNotification status has taken a pile's upgrade, in percent. */
const PROGRESS_OF: Record<string, number> = {
  Idle: 0,
  Downloading: 25,
  Downloaded: 50,
  Installing: 75,
  Installed: 100,
  DownloadFailed: 100,
  InstallationFailed: 100,
};

const FAILED_FIRMWARE = new Set(['DownloadFailed', 'InstallationFailed']);
const FAILED_COMMAND = new Set<number>([COMMAND_STATUS.rejected, COMMAND_STATUS.timedOut, COMMAND_STATUS.offline]);

export const pileSucceeded = (line: PileResult) => line.firmwareStatus === 'Installed';
export const pileFailed = (line: PileResult) =>
  FAILED_COMMAND.has(line.commandStatus) || FAILED_FIRMWARE.has(String(line.firmwareStatus));

/**
 * The task's counters from its piles' lines: a pile succeeds once it reports Installed, fails
 * when it refused or never got the command or reports a failed download or installation.
 * The task is done when every pile is one or the other.
 */
export function summarise(lines: readonly PileResult[]): {
  success: number;
  failed: number;
  progress: number;
  status: string;
} {
  const success = lines.filter(pileSucceeded).length;
  const failed = lines.filter(pileFailed).length;
  const progress = lines.length
    ? Math.round(
        lines.reduce(
          (sum, line) => sum + (pileFailed(line) ? 100 : (PROGRESS_OF[String(line.firmwareStatus)] ?? 0)),
          0,
        ) / lines.length,
      )
    : 100;
  const done = success + failed === lines.length;
  const status = !done
    ? UPGRADE_STATUS.running
    : failed === 0
      ? UPGRADE_STATUS.succeeded
      : success === 0
        ? UPGRADE_STATUS.failed
        : UPGRADE_STATUS.partial;
  return { success, failed, progress, status };
}

interface TaskRow {
  id: number;
  firmware_id: number;
  scheduled_at: Date | string | null;
  pile_results: PileResult[] | null;
  file: unknown;
}

/**
 * Sends UpdateFirmware to the task's piles (all of them on start, the failed ones on a retry)
 * as tracked commands in the action's transaction: location is the firmware file's URL (made
 * absolute for each pile's connection when it is the server's own), retrieveDate the scheduled
 * time or now if that has passed. Answers the piles the commands are for.
 */
export async function sendUpgrade(
  tx: Queryable,
  args: { sellerId: number; taskId: number; pileIds: readonly number[]; operatorId: number; onlyFailed: boolean },
): Promise<number[]> {
  const { rows } = await tx.query<TaskRow>(
    `select t."id", t."firmware_id", t."scheduled_at", t."pile_results", f."file" from "upgrade_task" t
       join "firmware" f on f."id" = t."firmware_id" and f."seller_id" = t."seller_id"
      where t."id" = $1 and t."seller_id" = $2`,
    [args.taskId, args.sellerId],
  );
  const task = rows[0];
  if (!task) return [];
  const location = toFileList(task.file)[0];
  const scheduled = task.scheduled_at ? new Date(task.scheduled_at).getTime() : 0;
  const retrieveDate = new Date(Math.max(scheduled, Date.now())).toISOString();
  const before = new Map((task.pile_results ?? []).map((line) => [line.pileId, line]));
  const targets = (await pilesOf(tx, args.sellerId, args.pileIds)).filter((pile) => {
    const line = before.get(pile.id);
    return !args.onlyFailed || !line || pileFailed(line);
  });
  const now = new Date().toISOString();
  for (const pile of targets) {
    const commandId = await queueCommand(tx, {
      sellerId: args.sellerId,
      pileId: pile.id,
      stationId: pile.stationId,
      command: 'updateFirmware',
      operatorId: args.operatorId,
      params: { location, retrieveDate, retries: 3, retryInterval: 60 },
    });
    before.set(pile.id, {
      pileId: pile.id,
      pileCode: pile.code,
      commandId,
      commandStatus: COMMAND_STATUS.pending,
      answer: null,
      firmwareStatus: null,
      updatedAt: now,
    });
  }
  const lines = (await pilesOf(tx, args.sellerId, args.pileIds)).flatMap((pile) => {
    const line = before.get(pile.id);
    return line ? [line] : [];
  });
  const { success, failed, progress } = summarise(lines);
  await tx.query(
    `update "upgrade_task" set "pile_results" = $3::jsonb, "success" = $4, "failed" = $5, "progress" = $6
      where "id" = $1 and "seller_id" = $2`,
    [task.id, args.sellerId, JSON.stringify(lines), success, failed, progress],
  );
  return targets.map((pile) => pile.id);
}

/**
 * Cancelling a task takes back the UpdateFirmware commands still waiting for their pile to
 * connect: they will not go out, and the pile's line says so. A command already sent stays as
 * it is (OCPP 1.6 cannot call an update back); the cancelled task no longer follows it.
 * Runs in the cancel action's transaction. Answers how many were withdrawn.
 */
export async function withdrawUpgrade(tx: Queryable, sellerId: number, taskId: number): Promise<number> {
  const { rows } = await tx.query<{ pile_results: PileResult[] | null }>(
    `select "pile_results" from "upgrade_task" where "id" = $1 and "seller_id" = $2 for update`,
    [taskId, sellerId],
  );
  const lines = rows[0]?.pile_results ?? [];
  const waiting = lines.filter((line) => line.commandStatus === COMMAND_STATUS.pending).map((line) => line.commandId);
  if (!waiting.length) return 0;
  const withdrawn = await tx.query<{ id: number }>(
    `update "pile_command" set "status" = $3, "answered_at" = now(), "updated_at" = now(),
        "response" = 'withdrawn: the upgrade was cancelled', "reply" = $5
      where "seller_id" = $1 and "id" = any($2::bigint[]) and "status" = $4 returning "id"`,
    [sellerId, waiting, COMMAND_STATUS.withdrawn, COMMAND_STATUS.pending, COMMAND_REPLY.withdrawn],
  );
  const ids = new Set(withdrawn.rows.map((row) => Number(row.id)));
  const now = new Date().toISOString();
  const next = lines.map((line) =>
    ids.has(Number(line.commandId)) ? { ...line, commandStatus: COMMAND_STATUS.withdrawn, updatedAt: now } : line,
  );
  await tx.query(`update "upgrade_task" set "pile_results" = $3::jsonb where "id" = $1 and "seller_id" = $2`, [
    taskId,
    sellerId,
    JSON.stringify(next),
  ]);
  return ids.size;
}

/** Only a running task follows its piles: a cancelled or finished one keeps what it had. */
const RUNNING = `and "status" = '${UPGRADE_STATUS.running}'`;

/** An UpdateFirmware command got its outcome: the pile's line says so, and the task adds up. */
export async function recordUpgradeCommand(db: Database, command: SettledCommand): Promise<void> {
  await changePileResults(
    db,
    'upgrade_task',
    { sellerId: command.sellerId, match: { commandId: command.id }, extra: RUNNING },
    (lines, matched) => {
      for (const index of matched)
        lines[index] = {
          ...lines[index],
          commandStatus: command.status,
          answer: command.response.slice(0, 200),
          updatedAt: new Date().toISOString(),
        };
      return summarise(lines);
    },
  );
}

/**
 * FirmwareStatusNotification: the pile's line in the seller's running upgrade that includes it
 * takes the status (another seller's task is never found: the pile's seller scopes the search).
 */
export async function recordFirmwareStatus(
  db: Database,
  pile: { id: number; sellerId: number },
  status: string,
): Promise<boolean> {
  // Idle is a pile with no upgrade in hand: it says nothing about the task's.
  if (status === 'Idle') return false;
  return changePileResults(
    db,
    'upgrade_task',
    { sellerId: pile.sellerId, match: { pileId: pile.id }, extra: RUNNING },
    (lines, matched) => {
      for (const index of matched) {
        // A pile that says it is working on the firmware did get the command, whatever the sweep thought.
        const commandStatus =
          lines[index].commandStatus === COMMAND_STATUS.rejected ? COMMAND_STATUS.rejected : COMMAND_STATUS.accepted;
        lines[index] = { ...lines[index], commandStatus, firmwareStatus: status, updatedAt: new Date().toISOString() };
      }
      return summarise(lines);
    },
  );
}
