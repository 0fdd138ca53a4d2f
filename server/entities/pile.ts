import { hashAuthorizationKey } from '../ocpp/pile-credentials';
import { stageKeyChange } from '../ocpp/pile-key-changes';
import { defineEntityHooks } from './entity-hooks';

/**
 * Piles. The authorization key (a write-only field, `secret`) is stored only as its scrypt hash,
 * never in clear. A pile that is offline when its key is set or changed takes the new key at
 * once: it learns it where it is configured, on site or from its maker's tool. A connected pile
 * must learn it first: the hash waits while ChangeConfiguration AuthorizationKey goes to the pile,
 * and replaces the old one only once the pile accepted (ocpp/pile-key-changes.ts), so the pile is
 * never left holding a key the server no longer takes.
 */
export default defineEntityHooks({
  async beforeSave({ tx, sellerId, userId, before, values, publishAfterCommit }) {
    const key = values.authorizationKey;
    if (typeof key !== 'string') return;
    const keyHash = await hashAuthorizationKey(key);
    const online = before !== null && Number(before.onlineStatus) === 1;
    if (!online || !publishAfterCommit) {
      values.authorizationKey = keyHash;
      return;
    }
    delete values.authorizationKey;
    const pileId = Number(before.id);
    await stageKeyChange(tx, {
      sellerId,
      pileId,
      stationId: before.stationId === null || before.stationId === undefined ? null : Number(before.stationId),
      key,
      keyHash,
      operatorId: userId,
    });
    publishAfterCommit({ kind: 'commands', sellerId, pileIds: [pileId] });
  },
});
