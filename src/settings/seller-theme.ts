import type { SellerTheme } from '../api/system-api';
import type { LayoutSettings } from './settings-model';
import { updateSettings } from './settings-store';

/** Which saved theme style this browser last took over, so that it is taken over once. */
const APPLIED_KEY = 'app__seller-theme';

/** The layout settings a theme style names; what it leaves empty stays as it is. */
export function settingsOfTheme(theme: SellerTheme): Partial<LayoutSettings> {
  const patch: Partial<LayoutSettings> = {};
  if (theme.primaryColor) patch.primaryColor = theme.primaryColor;
  if (theme.navTheme === 'dark' || theme.navTheme === 'light') patch.navTheme = theme.navTheme;
  if (theme.layout === 'sidemenu' || theme.layout === 'topmenu') patch.layout = theme.layout;
  if (theme.contentWidth === 'Fixed' || theme.contentWidth === 'Fluid') patch.contentWidth = theme.contentWidth;
  if (typeof theme.fixedHeader === 'boolean') patch.fixedHeader = theme.fixedHeader;
  if (typeof theme.fixedSidebar === 'boolean') patch.fixSiderbar = theme.fixedSidebar;
  if (typeof theme.multiTab === 'boolean') patch.multiTab = theme.multiTab;
  if (typeof theme.colorWeak === 'boolean') patch.colorWeak = theme.colorWeak;
  return patch;
}

/**
 * Takes over the seller's theme style when it is new to this browser: a style saved on the
 * theme screen reaches every user at their next start, and what a user then changes in the
 * settings drawer stays theirs until the seller saves a new style.
 */
export function adoptSellerTheme(theme: SellerTheme | null | undefined): void {
  if (!theme) return;
  const version = `${theme.updatedAt ?? ''}|${JSON.stringify(settingsOfTheme(theme))}`;
  try {
    if (globalThis.localStorage?.getItem(APPLIED_KEY) === version) return;
    globalThis.localStorage?.setItem(APPLIED_KEY, version);
  } catch {
    // Storage disabled: apply the style for this visit.
  }
  updateSettings(settingsOfTheme(theme));
}
