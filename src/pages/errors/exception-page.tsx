import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../auth/use-session';
import { useI18n } from '../../i18n/use-i18n';

/** SPEC section 2's 403, 404 and 500 pages, each with a back-to-home button. */
export function ExceptionPage({ type }: { type: '403' | '404' | '500' }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const home = useSession().routes?.homePath ?? '/home';
  return (
    <Result
      status={type}
      title={type}
      subTitle={<span data-testid={`exception-${type}`}>{t(`error.${type}`)}</span>}
      extra={
        <Button type="primary" onClick={() => navigate(home)} data-testid="back-home">
          {t('error.backHome')}
        </Button>
      }
    />
  );
}
