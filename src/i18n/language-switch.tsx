import { Button } from 'antd';
import { useI18n } from './use-i18n';

/** Switches between zh-CN and en-US; the label names the other language. */
export function LanguageSwitch({ dark = false }: { dark?: boolean }) {
  const { locale, setLocale, t } = useI18n();
  return (
    <Button
      type="text"
      data-testid="language-switch"
      style={dark ? { color: 'rgba(255,255,255,0.85)' } : undefined}
      onClick={() => setLocale(locale === 'zh-CN' ? 'en-US' : 'zh-CN')}
    >
      {t('lang.switch')}
    </Button>
  );
}
