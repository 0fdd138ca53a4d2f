import { useActions } from '../auth';

/** Whether the user holds an action key; the server refuses the rest anyway. */
export function useCan(): (key: string) => boolean {
  return useActions().has;
}
