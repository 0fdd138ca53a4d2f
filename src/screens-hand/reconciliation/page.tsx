import { ExportOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, message, Typography } from 'antd';
import { useState } from 'react';
import { openReconciliationSite } from '../../auth/reconciliation-link';
import { RECONCILIATION_SITE } from '../../auth/special-routes';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';

const TEXT = {
  title: { 'zh-CN': '对账管理（外部对账平台）', 'en-US': 'Reconciliation (external site)' },
  intro: {
    'zh-CN': '与渠道和合作方的对账在独立的对账平台中进行。打开时会带上一次性登录凭证，无需再次登录。',
    'en-US':
      'Reconciliation with channels and partners is done on a separate site. It opens with a one-time login ticket, so there is no second login.',
  },
  site: { 'zh-CN': '对账平台地址', 'en-US': 'Site address' },
  login: { 'zh-CN': '登录方式', 'en-US': 'Login' },
  ticket: {
    'zh-CN': '一次性凭证（2分钟内有效，仅可使用一次）',
    'en-US': 'One-time ticket (valid for 2 minutes, usable once)',
  },
  open: { 'zh-CN': '打开对账平台', 'en-US': 'Open the reconciliation site' },
  opened: { 'zh-CN': '已在新窗口打开对账平台', 'en-US': 'The reconciliation site opened in a new window' },
  failed: {
    'zh-CN': '未能取得登录凭证，请稍后重试',
    'en-US': 'No login ticket could be issued; please try again shortly',
  },
} as const satisfies Record<string, LocalizedText>;

export default function ReconciliationPage() {
  const { tr } = useI18n();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      if (await openReconciliationSite()) void message.success(tr(TEXT.opened));
      else void message.error(tr(TEXT.failed));
    } finally {
      setOpening(false);
    }
  };
  return (
    <Card title={tr(TEXT.title)}>
      <Typography.Paragraph>{tr(TEXT.intro)}</Typography.Paragraph>
      <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={tr(TEXT.site)}>{RECONCILIATION_SITE}</Descriptions.Item>
        <Descriptions.Item label={tr(TEXT.login)}>{tr(TEXT.ticket)}</Descriptions.Item>
      </Descriptions>
      <Button type="primary" icon={<ExportOutlined />} loading={opening} onClick={() => void open()}>
        {tr(TEXT.open)}
      </Button>
    </Card>
  );
}
