import type { AggregateState } from '../charts/use-aggregate';

/**
 * A cockpit header's state from all the cockpit's figures: failed as soon as one of them
 * failed, and a reload that asks for every one again.
 */
export const figureSetStatus = (states: AggregateState[]) => ({
  failed: states.some((state) => !!state.error),
  onReload: () => states.forEach((state) => state.reload()),
});
