import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, normalizeSettings, PRIMARY_COLORS } from './settings-model';

describe('layout settings (SPEC sections 2 and 9)', () => {
  it('defaults to green, dark, side menu, fixed width', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      primaryColor: '#52C41A',
      navTheme: 'dark',
      layout: 'sidemenu',
      contentWidth: 'Fixed',
    });
    expect(PRIMARY_COLORS).toHaveLength(8);
  });
  it('applies the dependencies between options', () => {
    expect(normalizeSettings({ layout: 'sidemenu', contentWidth: 'Fluid' }).contentWidth).toBe('Fixed');
    expect(normalizeSettings({ layout: 'topmenu', contentWidth: 'Fluid' }).contentWidth).toBe('Fluid');
    expect(normalizeSettings({ layout: 'topmenu', fixSiderbar: true }).fixSiderbar).toBe(false);
    expect(normalizeSettings({ fixedHeader: false, autoHideHeader: true }).autoHideHeader).toBe(false);
    expect(normalizeSettings({ fixedHeader: true, autoHideHeader: true }).autoHideHeader).toBe(true);
    expect(normalizeSettings({ primaryColor: '#123456' }).primaryColor).toBe('#52C41A');
  });
});
