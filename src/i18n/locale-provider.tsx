import { ConfigProvider } from 'antd';
import { ANTD_LOCALES } from './antd-locales';
import type { ReactNode } from 'react';
import { useEffect, useMemo } from 'react';
import { useSettings } from '../settings/use-settings';
import { appTheme } from './app-theme';
import { useI18n } from './use-i18n';

/** antd's own texts, dayjs and the theme follow the shell's language and settings. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  const settings = useSettings();
  const theme = useMemo(() => appTheme(settings.primaryColor), [settings.primaryColor]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <ConfigProvider locale={ANTD_LOCALES[locale]} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
