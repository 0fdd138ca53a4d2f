import { API_CODES } from '../../src/meta/api-codes';
import { ISSUE_STATUS, redeliverToPile } from '../billing/deliver-template';
import { restartIssueRow } from '../billing/issue-history';
import { CrudError } from '../crud/crud-error';
import { defineEntityHooks } from './entity-hooks';
import { say } from './support/say';

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
    const refuse = (zh: string, en: string) => new CrudError(API_CODES.VALIDATION_FAILED, say(locale, zh, en));
    const { rows } = await tx.query<{ name: string; version: number; issue_status: number }>(
      `select "name", "version", "issue_status" from "billing_template" where "id" = $1 and "seller_id" = $2`,
      [before.templateId, sellerId],
    );
    const template = rows[0];
    if (!template) throw refuse('计费模板已不存在，不能重新下发', 'The billing template no longer exists');
    if (Number(template.issue_status) === ISSUE_STATUS.cancelled)
      throw refuse(
        `计费模板“${template.name}”已撤销，不能重新下发`,
        `The billing template "${template.name}" was cancelled and cannot be issued again from its history`,
      );
    if (Number(template.version) !== Number(before.version))
      throw refuse(
        `计费模板“${template.name}”已有新版本（第 ${template.version} 版），请下发新版本`,
        `The billing template "${template.name}" has a newer version (${template.version}): issue that one`,
      );
    const newer = await tx.query(
      `select 1 from "billing_issue_record" where "seller_id" = $1 and "template_id" = $2 and "pile_id" = $3
          and "id" > $4 limit 1`,
      [sellerId, before.templateId, before.pileId, before.id],
    );
    if (newer.rows.length)
      throw refuse(
        '该桩已有更新的下发记录，请在最新的记录上操作',
        'This pile has a newer issue row: act on the latest one',
      );
  },

  async afterAction({ tx, sellerId, userId, locale, action, before, publishAfterCommit }) {
    if (action.name !== 'reissue') return;
    const templateId = Number(before.templateId);
    const pileId = Number(before.pileId);
    const delivery = { sellerId, templateId, version: Number(before.version), operatorId: userId, locale, pileId };
    const commandId = await redeliverToPile(tx, delivery);
    if (commandId === undefined)
      throw new CrudError(
        API_CODES.VALIDATION_FAILED,
        say(locale, '该桩已不存在，不能重新下发', 'The pile no longer exists'),
      );
    await restartIssueRow(tx, { sellerId, id: Number(before.id), commandId, operatorId: userId });
    publishAfterCommit({ kind: 'commands', sellerId, pileIds: [pileId] });
  },
});
