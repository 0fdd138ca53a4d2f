import { Card, Empty, Typography } from 'antd';
import { useI18n } from '../i18n/use-i18n';
import type { LocalizedText } from '../meta/model/common';

/**
 * The honest page of a screen whose business area is not built yet: what the page is for and
 * an empty state, never sample data. The layout draws its breadcrumb and title from its menu
 * entry. The area's own screen later replaces the folder's component.
 */
export function PendingAreaPage({ purpose }: { purpose: LocalizedText }) {
  const { t, tr } = useI18n();
  return (
    <Card data-testid="pending-area-page">
      <Typography.Paragraph>
        <Typography.Text strong>{t('pendingArea.purpose')}: </Typography.Text>
        <span data-testid="pending-area-purpose">{tr(purpose)}</span>
      </Typography.Paragraph>
      <Empty description={<span data-testid="pending-area-empty">{t('pendingArea.empty')}</span>} />
    </Card>
  );
}
