import { ConfigProvider } from 'antd';
import enUSAntd from 'antd/locale/en_US';
import zhCNAntd from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
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
    dayjs.locale(locale === 'zh-CN' ? 'zh-cn' : 'en');
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <ConfigProvider locale={locale === 'zh-CN' ? zhCNAntd : enUSAntd} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
