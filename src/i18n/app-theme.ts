import { theme as antdTheme, type ThemeConfig } from 'antd';

/**
 * antd's theme for the shell's settings. The build renders antd's styles for the default
 * primary colour with this same theme (scripts/lib/antd-static-styles.ts): any difference would
 * make the styles' keys differ and the static sheet go unused.
 */
export const appTheme = (primaryColor: string): ThemeConfig => ({
  token: { colorPrimary: primaryColor },
  algorithm: antdTheme.defaultAlgorithm,
});
