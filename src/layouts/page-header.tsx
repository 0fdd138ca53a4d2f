import { Breadcrumb, Typography } from 'antd';
import type { LocalizedText } from '../meta/model/common';
import { useI18n } from '../i18n/use-i18n';

/** The breadcrumb of matched routes and the page title (also the document title). */
export function PageHeader({ trail, title }: { trail: LocalizedText[]; title?: LocalizedText }) {
  const { t, tr } = useI18n();
  const text = title ? tr(title) : t('tabs.untitled');
  return (
    <div style={{ padding: '12px 24px 8px', background: 'var(--page-header-bg, #fff)' }} data-testid="page-header">
      <Breadcrumb items={trail.map((item) => ({ title: tr(item) }))} />
      <Typography.Title level={4} style={{ margin: '8px 0 0' }} data-testid="page-title">
        {text}
      </Typography.Title>
    </div>
  );
}
