import { useMemo } from 'react';
import { useAggregate, type AggregateState } from '../charts/use-aggregate';
import { figureBody, type CockpitFigure } from './figures';

/** Cockpit figures move on their own: they are asked again this often, without a loading flash. */
export const COCKPIT_REFRESH_MS = 15_000;

/** One figure's aggregate, refreshed every COCKPIT_REFRESH_MS (and on `reload`). */
export function useFigure(figure: CockpitFigure, refreshMs: number = COCKPIT_REFRESH_MS): AggregateState {
  const key = JSON.stringify(figureBody(figure));
  const body = useMemo(() => JSON.parse(key) as ReturnType<typeof figureBody>, [key]);
  return useAggregate(figure.entity, body, refreshMs);
}
