import { defineEntityHooks } from './entity-hooks';
import { refuseOfflinePile } from './support/offline-piles';

/**
 * The command log. A retried command is pending again: it goes out once the retry commits. A
 * retry to a pile that is still offline is refused, and the row keeps its outcome.
 */
export default defineEntityHooks({
  async beforeAction(args) {
    if (args.action.name === 'retry') await refuseOfflinePile(args, Number(args.before.pileId), args.before.id);
  },
  async afterAction({ sellerId, action, after, publishAfterCommit }) {
    if (action.name === 'retry') publishAfterCommit({ kind: 'commands', sellerId, pileIds: [Number(after.pileId)] });
  },
});
