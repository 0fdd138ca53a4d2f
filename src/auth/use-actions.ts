import { useCallback } from 'react';
import { hasAction } from './permissions';
import { useSession } from './use-session';

const NONE: readonly string[] = [];

/** Screens ask whether a button's action key is granted. */
export function useActions(): { has(actionKey: string): boolean } {
  const actions = useSession().routes?.actions ?? NONE;
  const has = useCallback((actionKey: string) => hasAction(actionKey, actions), [actions]);
  return { has };
}
