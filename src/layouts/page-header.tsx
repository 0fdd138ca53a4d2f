import { Breadcrumb, theme } from 'antd';
import type { LocalizedText } from '../meta/model/common';
import { useI18n } from '../i18n/use-i18n';

/** The breadcrumb of matched routes and the page title (also the document title). */
export function PageHeader({ trail, title }: { trail: LocalizedText[]; title?: LocalizedText }) {
  const { t, tr } = useI18n();
  const { token } = theme.useToken();
  const text = title ? tr(title) : t('tabs.untitled');
  return (
    <div style={{ padding: '12px 24px 8px', background: 'var(--page-header-bg, #fff)' }} data-testid="page-header">
      <Breadcrumb items={trail.map((item) => ({ title: tr(item) }))} />
      {/* A heading in Typography.Title's level-4 look, without Typography's code on every page. */}
      <h4
        data-testid="page-title"
        style={{
          margin: '8px 0 0',
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading4,
          lineHeight: token.lineHeightHeading4,
          fontWeight: token.fontWeightStrong,
        }}
      >
        {text}
      </h4>
    </div>
  );
}
