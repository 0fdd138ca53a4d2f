import type { Queryable } from '../db/database';
import type { SettledCommand } from '../ocpp/command-delivery';
import { COMMAND_STATUS } from '../ocpp/pile-commands';
import type { PileResult } from '../ocpp/pile-results';
import { ISSUE_STATUS } from './deliver-template';

/** Dictionary billingIssueOperation. */
export const ISSUE_OPERATION = { issue: 1, cancel: 2 } as const;

/**
 * Writes the billing issue history (billingIssueRecord, /business/stationManage/billModelHistory):
 * one row per pile each time a template is issued or cancelled, with the template's model and
 * version at that moment and who did it. An issue row is "issuing" until its pile answers
 * (recordIssueAnswer); a cancel row is "cancelled" at once, since nothing is sent for it.
 */
export async function recordIssueHistory(
  tx: Queryable,
  entry: { sellerId: number; templateId: number; operatorId: number; operation: 1 | 2 },
): Promise<number> {
  const { sellerId, templateId, operatorId, operation } = entry;
  const { rows } = await tx.query<{ cost_model_id: number; version: number; pile_results: PileResult[] | null }>(
    `select "cost_model_id", "version", "pile_results" from "billing_template" where "id" = $1 and "seller_id" = $2`,
    [templateId, sellerId],
  );
  const template = rows[0];
  const lines = template?.pile_results ?? [];
  if (!template || lines.length === 0) return 0;
  const result = operation === ISSUE_OPERATION.issue ? ISSUE_STATUS.issuing : ISSUE_STATUS.cancelled;
  await tx.query(
    `insert into "billing_issue_record"
       ("seller_id", "template_id", "cost_model_id", "version", "station_id", "pile_id", "operation", "result",
        "command_id", "operator_id", "issued_at")
     select $1, $2, $3, $4, p."station_id", p."id", $5, $6, l."command_id", $7, now()
       from jsonb_to_recordset($8::jsonb) as l("pileId" bigint, "command_id" bigint)
       join "pile" p on p."id" = l."pileId" and p."seller_id" = $1`,
    [
      sellerId,
      templateId,
      template.cost_model_id,
      template.version,
      operation,
      result,
      operatorId,
      JSON.stringify(
        lines.map((line) => ({
          pileId: line.pileId,
          command_id: operation === ISSUE_OPERATION.issue ? line.commandId : null,
        })),
      ),
    ],
  );
  return lines.length;
}

/**
 * A failed row sent again (its status already moved to issuing by the re-issue action, which
 * records the try in the row's transitions): it now waits for the new command's answer.
 */
export async function restartIssueRow(
  tx: Queryable,
  entry: { sellerId: number; id: number; commandId: number; operatorId: number },
): Promise<void> {
  await tx.query(
    `update "billing_issue_record" set "command_id" = $3, "fail_reason" = null, "operator_id" = $4,
        "issued_at" = now(), "updated_at" = now()
      where "seller_id" = $1 and "id" = $2`,
    [entry.sellerId, entry.id, entry.commandId, entry.operatorId],
  );
}

const FAILED = new Set<number>([COMMAND_STATUS.rejected, COMMAND_STATUS.timedOut, COMMAND_STATUS.offline]);

/** A pile answered a template: its issue row shows issued, or failed with the pile's answer. */
export async function recordIssueAnswer(tx: Queryable, command: SettledCommand): Promise<void> {
  const result =
    command.status === COMMAND_STATUS.accepted
      ? ISSUE_STATUS.issued
      : FAILED.has(command.status)
        ? ISSUE_STATUS.failed
        : null;
  if (result === null) return;
  await tx.query(
    `update "billing_issue_record" set "result" = $3, "fail_reason" = $4, "updated_at" = now()
      where "seller_id" = $1 and "command_id" = $2 and "result" = $5`,
    [
      command.sellerId,
      command.id,
      result,
      result === ISSUE_STATUS.failed ? command.response.slice(0, 200) || null : null,
      ISSUE_STATUS.issuing,
    ],
  );
}
