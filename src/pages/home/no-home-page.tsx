import { Result } from 'antd';
import { useI18n } from '../../i18n/use-i18n';

/** Shown in place of the dashboard when the user's permissions hold no home entry. */
export function NoHomePage() {
  const { t } = useI18n();
  return <Result status="info" title={<span data-testid="no-home">{t('noHome.text')}</span>} />;
}
