import { daySegments, type RatePeriodRow } from '../../src/meta/billing/rate-periods';
import type { Locale } from '../../src/meta/model';
import { fieldRefusal } from '../crud/crud-error';
import type { Database, Queryable } from '../db/database';
import { ERRORS } from '../messages';
import type { SettledCommand } from '../ocpp/command-delivery';
import { COMMAND_STATUS, queueCommand } from '../ocpp/pile-commands';
import { changePileResults, pilesOf, type PileResult } from '../ocpp/pile-results';

/**
 * The DataTransfer a billing template travels in. OCPP 1.6 has no message for tariffs, so it
 * is a vendor message of this central system: vendorId "ChargeOps", messageId "BillingTemplate",
 * data the JSON text of TemplatePayload. A pile that does not know them answers UnknownVendorId
 * or UnknownMessageId, which the issue records as a refusal.
 */
export const TEMPLATE_VENDOR_ID = 'ChargeOps';
export const TEMPLATE_MESSAGE_ID = 'BillingTemplate';

/** What a pile is told: the day plan it prices by, each period with its prices. */
export interface TemplatePayload {
  templateId: number;
  version: number;
  name: string;
  costModelId: number;
  /** ISO time from which the pile prices by this plan. */
  effectiveTime: string;
  /** The day cut into [start, end) in local time, sorted, covering 00:00–24:00 exactly. */
  periods: {
    start: string;
    end: string;
    ratePeriod: string | number;
    /** 1/10000 yuan per kWh, as the billing model keeps them. */
    electricityPrice: number;
    servicePrice: number;
  }[];
}

/** Dictionary issueStatus. */
export const ISSUE_STATUS = { notIssued: 0, issuing: 1, issued: 2, failed: 3, cancelled: 4 } as const;

export interface TemplateDelivery {
  sellerId: number;
  templateId: number;
  version: number;
  operatorId: number;
  locale: Locale;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * What the piles are told of a template at a version: the billing model's day plan as the
 * pricing function reads it (daySegments), so a pile prices with what the bills are priced with;
 * a plan that does not cover the day is refused here rather than sent. Undefined for a template
 * the seller does not have.
 */
async function templatePayload(tx: Queryable, delivery: TemplateDelivery): Promise<TemplatePayload | undefined> {
  const { sellerId, templateId, version, locale } = delivery;
  const { rows } = await tx.query<{
    name: string;
    effective_time: Date | string;
    cost_model_id: number;
    periods: RatePeriodRow[] | null;
  }>(
    `select t."name", t."effective_time", t."cost_model_id", m."periods" from "billing_template" t
       join "station_cost_model" m on m."id" = t."cost_model_id" and m."seller_id" = t."seller_id"
      where t."id" = $1 and t."seller_id" = $2`,
    [templateId, sellerId],
  );
  const template = rows[0];
  if (!template) return undefined;
  let periods: TemplatePayload['periods'];
  try {
    periods = daySegments(template.periods ?? []).map(({ start, end, row }) => ({
      start: clock(start),
      end: clock(end),
      ratePeriod: row.ratePeriod,
      electricityPrice: Number(row.electricityPrice),
      servicePrice: Number(row.servicePrice),
    }));
  } catch (error) {
    throw fieldRefusal(locale, ERRORS.periodsIncomplete, 'costModelId', [template.name, (error as Error).message]);
  }
  return {
    templateId,
    version,
    name: template.name,
    costModelId: Number(template.cost_model_id),
    effectiveTime: new Date(template.effective_time).toISOString(),
    periods,
  };
}

/** Queues the template's DataTransfer for one pile: the line its answer fills in. */
async function queueForPile(
  tx: Queryable,
  delivery: TemplateDelivery,
  payload: TemplatePayload,
  pile: { id: number; code: string; stationId: number | null },
): Promise<PileResult> {
  const commandId = await queueCommand(tx, {
    sellerId: delivery.sellerId,
    pileId: pile.id,
    stationId: pile.stationId,
    command: 'issueBillingTemplate',
    operatorId: delivery.operatorId,
    params: { vendorId: TEMPLATE_VENDOR_ID, messageId: TEMPLATE_MESSAGE_ID, data: JSON.stringify(payload) },
  });
  return {
    pileId: pile.id,
    pileCode: pile.code,
    commandId,
    commandStatus: COMMAND_STATUS.pending,
    answer: null,
    updatedAt: new Date().toISOString(),
  };
}

/**
 * Queues the template's DataTransfer for each of its piles (those it names, else every enabled
 * pile of its stations) in the issue's transaction, and starts the per-pile lines the answers
 * fill in. Answers the piles the commands are for.
 */
export async function deliverBillingTemplate(tx: Queryable, delivery: TemplateDelivery): Promise<number[]> {
  const { sellerId, templateId } = delivery;
  const payload = await templatePayload(tx, delivery);
  if (!payload) return [];
  const piles = await pilesOf(tx, sellerId, await targetPiles(tx, sellerId, templateId));
  const lines: PileResult[] = [];
  for (const pile of piles) lines.push(await queueForPile(tx, delivery, payload, pile));
  await tx.query(`update "billing_template" set "pile_results" = $3::jsonb where "id" = $1 and "seller_id" = $2`, [
    templateId,
    sellerId,
    JSON.stringify(lines),
  ]);
  return piles.map((pile) => pile.id);
}

/**
 * Sends the template again to one pile that failed it (a re-issue from the issue history): the
 * same version, a new command; the pile's line starts over and the template is issuing again
 * until that pile answers. Answers the new command's id, undefined when the pile is gone.
 */
export async function redeliverToPile(
  tx: Queryable,
  delivery: TemplateDelivery & { pileId: number },
): Promise<number | undefined> {
  const { sellerId, templateId, pileId } = delivery;
  const payload = await templatePayload(tx, delivery);
  const [pile] = await pilesOf(tx, sellerId, [pileId]);
  if (!payload || !pile) return undefined;
  const line = await queueForPile(tx, delivery, payload, pile);
  await tx.query(
    // The pile's line is replaced (or added, for an issue recorded before lines were kept).
    `update "billing_template" set "issue_status" = $4,
        "pile_results" = coalesce((select jsonb_agg(l) from jsonb_array_elements(coalesce("pile_results", '[]'::jsonb)) l
                                    where (l->>'pileId')::bigint <> $3), '[]'::jsonb) || jsonb_build_array($5::jsonb)
      where "id" = $1 and "seller_id" = $2`,
    [templateId, sellerId, pileId, ISSUE_STATUS.issuing, JSON.stringify(line)],
  );
  return line.commandId;
}

/** The piles a template goes to: the ones it names, else the enabled piles of its stations. */
async function targetPiles(tx: Queryable, sellerId: number, templateId: number): Promise<number[]> {
  const named = await tx.query<{ id: number }>(
    `select l."ref_id" as "id" from "billing_template_pile_ids" l
       join "pile" p on p."id" = l."ref_id" and p."seller_id" = $2
      where l."owner_id" = $1 order by l."position"`,
    [templateId, sellerId],
  );
  if (named.rows.length) return named.rows.map((row) => Number(row.id));
  const atStations = await tx.query<{ id: number }>(
    `select p."id" from "pile" p join "billing_template_station_ids" l on l."ref_id" = p."station_id"
      where l."owner_id" = $1 and p."seller_id" = $2 and p."enable_status" = 1 order by p."id"`,
    [templateId, sellerId],
  );
  return atStations.rows.map((row) => Number(row.id));
}

const SETTLED_BAD = new Set<number>([COMMAND_STATUS.rejected, COMMAND_STATUS.timedOut, COMMAND_STATUS.offline]);

/**
 * A pile answered the template (or could not): its line records the answer, and the template
 * is issued once every pile accepted, failed once every pile answered and one did not accept.
 * Only an issue in progress follows its piles: a cancelled one stays cancelled.
 */
export async function recordTemplateAnswer(db: Database, command: SettledCommand): Promise<void> {
  await changePileResults(
    db,
    'billing_template',
    {
      sellerId: command.sellerId,
      match: { commandId: command.id },
      extra: `and "issue_status" = ${ISSUE_STATUS.issuing}`,
    },
    (lines, matched) => {
      for (const index of matched)
        lines[index] = {
          ...lines[index],
          commandStatus: command.status,
          answer: command.response.slice(0, 200),
          updatedAt: new Date().toISOString(),
        };
      const accepted = lines.filter((line) => line.commandStatus === COMMAND_STATUS.accepted).length;
      const failed = lines.filter((line) => SETTLED_BAD.has(line.commandStatus)).length;
      if (accepted === lines.length) return { issue_status: ISSUE_STATUS.issued };
      if (accepted + failed === lines.length) return { issue_status: ISSUE_STATUS.failed };
      return {};
    },
  );
}
