import { Layout } from 'antd';
import { useI18n } from '../i18n/use-i18n';
import { useSellerFooter } from '../settings/seller-footer';

/**
 * The footer under every page after login: the seller's own footer text when its branding has
 * one (as its login page shows), the platform's copyright line otherwise.
 */
export function AppFooter() {
  const { t } = useI18n();
  const footer = useSellerFooter();
  return (
    <Layout.Footer data-testid="app-footer" style={{ textAlign: 'center' }}>
      {footer?.footerText ?? `Copyright © ${new Date().getFullYear()} ${t('app.copyright')}`}
    </Layout.Footer>
  );
}
