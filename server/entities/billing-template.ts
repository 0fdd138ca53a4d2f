import { deliverBillingTemplate } from '../billing/deliver-template';
import { ISSUE_OPERATION, recordIssueHistory } from '../billing/issue-history';
import { refusal } from '../crud/crud-error';
import { ERRORS } from '../messages';
import { defineEntityHooks } from './entity-hooks';
import { currentLinks, refusePilesOutsideStations } from './support/piles-of-stations';

/**
 * Billing templates: the piles named are piles of the bound stations; only a template whose
 * billing model is enabled is issued (a disabled model no longer prices sessions); issuing a
 * template that was issued before makes a new version; the issue goes to the piles through
 * deliverBillingTemplate, one tracked DataTransfer per pile, sent once the issue has committed;
 * each issue and cancel is written to the issue history, a row per pile.
 */
export default defineEntityHooks({
  async beforeSave({ tx, entity, sellerId, values, before, locale }) {
    const stationIds = await currentLinks(tx, entity, 'stationIds', values, before?.id);
    const pileIds = await currentLinks(tx, entity, 'pileIds', values, before?.id);
    await refusePilesOutsideStations(tx, { sellerId, pileIds, stationIds, field: 'pileIds', locale });
  },

  async beforeAction({ tx, sellerId, action, before, locale }) {
    if (action.name !== 'issue') return;
    const { rows } = await tx.query<{ name: string; enable_status: number }>(
      `select "name", "enable_status" from "station_cost_model" where "id" = $1 and "seller_id" = $2`,
      [before.costModelId, sellerId],
    );
    if (rows[0] && Number(rows[0].enable_status) !== 1)
      throw refusal(locale, ERRORS.modelDisabled, [rows[0].name, before.name]);
  },

  async afterAction({ tx, sellerId, userId, locale, action, before, publishAfterCommit }) {
    if (action.name === 'cancel') {
      const entry = { sellerId, templateId: Number(before.id), operatorId: userId, operation: ISSUE_OPERATION.cancel };
      await recordIssueHistory(tx, entry);
      return;
    }
    if (action.name !== 'issue') return;
    const reissue = before.lastIssuedAt !== null && before.lastIssuedAt !== undefined;
    const version = Number(before.version ?? 1) + (reissue ? 1 : 0);
    if (reissue)
      await tx.query(`update "billing_template" set "version" = $1 where "id" = $2 and "seller_id" = $3`, [
        version,
        before.id,
        sellerId,
      ]);
    const pileIds = await deliverBillingTemplate(tx, {
      sellerId,
      templateId: Number(before.id),
      version,
      operatorId: userId,
      locale,
    });
    await recordIssueHistory(tx, {
      sellerId,
      templateId: Number(before.id),
      operatorId: userId,
      operation: ISSUE_OPERATION.issue,
    });
    if (pileIds.length) publishAfterCommit({ kind: 'commands', sellerId, pileIds });
  },
});
