import { toFileList } from '../../src/meta/files/file-value';
import { refusal } from '../crud/crud-error';
import { ERRORS } from '../messages';
import { sendUpgrade, withdrawUpgrade } from '../ocpp/firmware-upgrade';
import { defineEntityHooks } from './entity-hooks';
import { currentLinks } from './support/piles-of-stations';

/** Dictionary publishStatus: only a published firmware goes to piles. */
const PUBLISHED = 1;

/**
 * Pile upgrades. Starting a task sends UpdateFirmware to each of its piles, and retrying the
 * failed ones sends it again to those only: tracked commands queued with the action (they
 * commit or roll back with it) and delivered once it has committed. The piles' answers and
 * FirmwareStatusNotifications fill the task's per-pile lines and counters (ocpp/firmware-upgrade).
 * Cancelling takes back the commands not yet sent.
 */
export default defineEntityHooks({
  async beforeAction({ tx, sellerId, action, before, locale }) {
    if (action.name !== 'start' && action.name !== 'retryFailed') return;
    const { rows } = await tx.query<{ version: string; publish_status: number; file: unknown }>(
      `select "version", "publish_status", "file" from "firmware" where "id" = $1 and "seller_id" = $2`,
      [before.firmwareId, sellerId],
    );
    const firmware = rows[0];
    if (!firmware || Number(firmware.publish_status) !== PUBLISHED || !toFileList(firmware.file).length)
      throw refusal(
        locale,
        ERRORS.firmwareNotReady,
        [
          before.taskNo,
          { 'zh-CN': firmware ? `“${firmware.version}”` : '', 'en-US': firmware ? ` "${firmware.version}"` : '' },
        ],
        { id: before.id },
      );
  },

  async afterAction({ tx, entity, sellerId, userId, action, before, publishAfterCommit }) {
    if (action.name === 'cancel') {
      await withdrawUpgrade(tx, sellerId, Number(before.id));
      return;
    }
    if (action.name !== 'start' && action.name !== 'retryFailed') return;
    const pileIds = await currentLinks(tx, entity, 'pileIds', {}, before.id);
    const sent = await sendUpgrade(tx, {
      sellerId,
      taskId: Number(before.id),
      pileIds,
      operatorId: userId,
      onlyFailed: action.name === 'retryFailed',
    });
    if (sent.length) publishAfterCommit({ kind: 'commands', sellerId, pileIds: sent });
  },
});
