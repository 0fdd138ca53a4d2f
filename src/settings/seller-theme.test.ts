// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { adoptSellerTheme } from './seller-theme';
import { getSettings, updateSettings } from './settings-store';

describe('the seller theme style', () => {
  beforeEach(() => {
    localStorage.clear();
    updateSettings({ primaryColor: '#52C41A', navTheme: 'dark', layout: 'sidemenu' });
  });

  it('is taken over once; the drawer then wins until the seller saves a new style', () => {
    const theme = {
      primaryColor: '#1890FF',
      navTheme: 'light',
      layout: 'topmenu',
      contentWidth: 'Fluid',
      updatedAt: 't1',
    };
    adoptSellerTheme(theme);
    expect(getSettings()).toMatchObject({
      primaryColor: '#1890FF',
      navTheme: 'light',
      layout: 'topmenu',
      contentWidth: 'Fluid',
    });
    updateSettings({ primaryColor: '#722ED1' });
    adoptSellerTheme(theme);
    expect(getSettings().primaryColor).toBe('#722ED1');
    adoptSellerTheme({ ...theme, primaryColor: '#F5222D', updatedAt: 't2' });
    expect(getSettings().primaryColor).toBe('#F5222D');
  });

  it('keeps the current settings when the seller has saved none', () => {
    adoptSellerTheme(null);
    expect(getSettings()).toMatchObject({ primaryColor: '#52C41A', navTheme: 'dark' });
  });
});
