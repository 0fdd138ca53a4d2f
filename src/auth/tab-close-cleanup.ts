import { namespaceKeys } from './storage';

/**
 * SPEC section 4: closing the tab clears the session's storage, a refresh keeps it. A close
 * shows as an unload within 5 ms of before-unload. A fast reload can look the same, so the
 * entries are first copied to sessionStorage, which survives a reload of this tab only and
 * dies with it; start-up puts them back.
 */
export const CLOSE_GAP_MS = 5;
export const BACKUP_KEY = 'app__session-backup';

export function installTabCloseCleanup(win: Window = window, now: () => number = Date.now): () => void {
  let beforeUnloadAt = 0;
  const onBeforeUnload = () => {
    beforeUnloadAt = now();
  };
  const onUnload = () => {
    if (now() - beforeUnloadAt > CLOSE_GAP_MS) return;
    // Merge with a backup not yet restored, so two quick unloads lose nothing.
    const backup = readBackup(win);
    for (const key of namespaceKeys()) {
      backup[key] = win.localStorage.getItem(key) ?? '';
      win.localStorage.removeItem(key);
    }
    win.sessionStorage.setItem(BACKUP_KEY, JSON.stringify(backup));
  };
  win.addEventListener('beforeunload', onBeforeUnload);
  win.addEventListener('unload', onUnload);
  return () => {
    win.removeEventListener('beforeunload', onBeforeUnload);
    win.removeEventListener('unload', onUnload);
  };
}

function readBackup(win: Window): Record<string, string> {
  try {
    return JSON.parse(win.sessionStorage.getItem(BACKUP_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/** After a reload of the same tab, put back what the unload cleared. */
export function restoreAfterReload(win: Window = window): void {
  const backup = readBackup(win);
  win.sessionStorage.removeItem(BACKUP_KEY);
  for (const [key, value] of Object.entries(backup)) {
    if (win.localStorage.getItem(key) === null) win.localStorage.setItem(key, value);
  }
}
