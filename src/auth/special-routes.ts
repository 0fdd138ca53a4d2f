/** Items named big screen open these static pages in a new window. */
export const BIG_SCREEN_PAGE = '/activityPage/expoScreen_company/index.html';
export const BIG_SCREEN_3D_PAGE = '/activityPage/3DLargeScreen/index.html';
const BIG_SCREEN_NAMES = new Set(['bigScreen', 'largeScreen', 'expoScreen']);
const BIG_SCREEN_3D_NAMES = new Set(['bigScreen3D', '3DLargeScreen', 'largeScreen3D']);

export function bigScreenPage(name: string): string | undefined {
  if (BIG_SCREEN_3D_NAMES.has(name)) return BIG_SCREEN_3D_PAGE;
  if (BIG_SCREEN_NAMES.has(name)) return BIG_SCREEN_PAGE;
  return undefined;
}

/** The reconciliation item opens the external site; its first four children are dropped. */
const RECONCILIATION_NAMES = new Set(['reconciliation', 'reconciliationManage', 'reconciliationManagement']);
export const isReconciliation = (name: string): boolean => RECONCILIATION_NAMES.has(name);
export const RECONCILIATION_DROPPED_CHILDREN = 4;
export const RECONCILIATION_SITE: string =
  (import.meta.env?.VITE_RECONCILIATION_SITE as string | undefined) ?? 'https://reconciliation.example.com/#/login';
