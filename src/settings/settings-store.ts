import { DEFAULT_SETTINGS, normalizeSettings, type LayoutSettings } from './settings-model';

// Settings are kept apart from the session namespace: closing the tab must not reset them.
const STORAGE_KEY = 'app__layout-settings';
const listeners = new Set<() => void>();

function readStored(): LayoutSettings {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    return raw ? normalizeSettings(JSON.parse(raw) as Partial<LayoutSettings>) : DEFAULT_SETTINGS;
  } catch {
    return DEFAULT_SETTINGS;
  }
}

let current = readStored();

export const getSettings = (): LayoutSettings => current;

export function updateSettings(patch: Partial<LayoutSettings>): void {
  current = normalizeSettings({ ...current, ...patch });
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Storage full or disabled: the settings last until reload.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
