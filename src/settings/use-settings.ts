import { useSyncExternalStore } from 'react';
import { getSettings, subscribeSettings } from './settings-store';
import type { LayoutSettings } from './settings-model';

export function useSettings(): LayoutSettings {
  return useSyncExternalStore(subscribeSettings, getSettings, getSettings);
}
