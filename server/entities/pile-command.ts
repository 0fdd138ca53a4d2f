import { defineEntityHooks } from './entity-hooks';

/** The command log. A retried command is pending again: it goes out once the retry commits. */
export default defineEntityHooks({
  async afterAction({ sellerId, action, after, publishAfterCommit }) {
    if (action.name === 'retry') publishAfterCommit({ kind: 'commands', sellerId, pileIds: [Number(after.pileId)] });
  },
});
