import type { Branding } from '../../api/system-api';
import { useI18n } from '../../i18n/use-i18n';

/** SPEC section 1: operator variants show their own footer text; the default shows the platform's. */
export function LoginFooter({ branding }: { branding?: Branding }) {
  const { t } = useI18n();
  const operator = branding?.copyrightVariant && branding.copyrightVariant !== 'default';
  return (
    <footer
      data-testid="login-footer"
      data-variant={operator ? branding?.copyrightVariant : 'default'}
      style={{ textAlign: 'center', padding: 24, color: 'rgba(0,0,0,0.45)' }}
    >
      {operator ? (
        <div>{branding?.footerText}</div>
      ) : (
        <>
          <div style={{ marginBottom: 8 }}>
            <a>{t('footer.help')}</a> · <a>{t('footer.privacy')}</a> · <a>{t('footer.terms')}</a>
          </div>
          <div>
            Copyright © {new Date().getFullYear()} {t('app.copyright')}
          </div>
        </>
      )}
    </footer>
  );
}
