/** The eight primary colours of the settings palette (SPEC section 2); green is the default. */
export const PRIMARY_COLORS = [
  '#52C41A',
  '#1890FF',
  '#F5222D',
  '#FA541C',
  '#FAAD14',
  '#13C2C2',
  '#2F54EB',
  '#722ED1',
] as const;

export interface LayoutSettings {
  navTheme: 'dark' | 'light';
  primaryColor: string;
  layout: 'sidemenu' | 'topmenu';
  contentWidth: 'Fixed' | 'Fluid';
  fixedHeader: boolean;
  fixSiderbar: boolean;
  autoHideHeader: boolean;
  colorWeak: boolean;
  multiTab: boolean;
  keepAlive: boolean;
}

/** SPEC section 9: green, dark theme, side menu, fixed content width. */
export const DEFAULT_SETTINGS: LayoutSettings = {
  navTheme: 'dark',
  primaryColor: '#52C41A',
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: false,
  fixSiderbar: false,
  autoHideHeader: false,
  colorWeak: false,
  multiTab: true,
  keepAlive: true,
};

/**
 * The options' dependencies: a fluid width only without the side menu, no fixed sidebar in the
 * top-menu layout, auto-hide only with a fixed header.
 */
export function normalizeSettings(input: Partial<LayoutSettings>): LayoutSettings {
  const next = { ...DEFAULT_SETTINGS, ...input };
  if (next.layout === 'sidemenu') next.contentWidth = 'Fixed';
  if (next.layout === 'topmenu') next.fixSiderbar = false;
  if (!next.fixedHeader) next.autoHideHeader = false;
  if (!PRIMARY_COLORS.includes(next.primaryColor.toUpperCase() as (typeof PRIMARY_COLORS)[number])) {
    next.primaryColor = DEFAULT_SETTINGS.primaryColor;
  }
  return next;
}
