import { ISSUE_STATUS, redeliverToPile } from '../billing/deliver-template';
import { restartIssueRow } from '../billing/issue-history';
import { refusal } from '../crud/crud-error';
import { ERRORS } from '../messages';
import { defineEntityHooks } from './entity-hooks';

/**
 * The billing issue history (/business/stationManage/billModelHistory) is written by the issues
 * themselves; its one action re-issues a failed row: the same template version, sent again to
 * that pile. The row goes back to issuing and follows the new command (the failed try stays in
 * the row's transitions). Only the latest row of a pile for the template in force may be
 * re-issued, so that an old version never overwrites a newer one on the pile.
 */
export default defineEntityHooks({
  async beforeAction({ tx, sellerId, action, before, locale }) {
    if (action.name !== 'reissue') return;
    const { rows } = await tx.query<{ name: string; version: number; issue_status: number }>(
      `select "name", "version", "issue_status" from "billing_template" where "id" = $1 and "seller_id" = $2`,
      [before.templateId, sellerId],
    );
    const template = rows[0];
    if (!template) throw refusal(locale, ERRORS.templateGone);
    if (Number(template.issue_status) === ISSUE_STATUS.cancelled)
      throw refusal(locale, ERRORS.templateCancelled, [template.name]);
    if (Number(template.version) !== Number(before.version))
      throw refusal(locale, ERRORS.templateOutdated, [template.name, template.version]);
    const newer = await tx.query(
      `select 1 from "billing_issue_record" where "seller_id" = $1 and "template_id" = $2 and "pile_id" = $3
          and "id" > $4 limit 1`,
      [sellerId, before.templateId, before.pileId, before.id],
    );
    if (newer.rows.length) throw refusal(locale, ERRORS.issueRowOutdated);
  },

  async afterAction({ tx, sellerId, userId, locale, action, before, publishAfterCommit }) {
    if (action.name !== 'reissue') return;
    const templateId = Number(before.templateId);
    const pileId = Number(before.pileId);
    const delivery = { sellerId, templateId, version: Number(before.version), operatorId: userId, locale, pileId };
    const commandId = await redeliverToPile(tx, delivery);
    if (commandId === undefined) throw refusal(locale, ERRORS.pileGone);
    await restartIssueRow(tx, { sellerId, id: Number(before.id), commandId, operatorId: userId });
    publishAfterCommit({ kind: 'commands', sellerId, pileIds: [pileId] });
  },
});
