import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover } from 'antd';
import { Suspense } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { NoticeList } from './lazy-shell-parts';

// SPEC section 2: the notice popover holds static sample content.
const SAMPLES = ['notice.sample1', 'notice.sample2', 'notice.sample3'] as const;

export function NoticePopover() {
  const { t } = useI18n();
  const content = (
    <Suspense fallback={<div style={{ width: 280 }} />}>
      <NoticeList items={SAMPLES.map((key) => t(key))} />
    </Suspense>
  );
  return (
    <Popover title={t('notice.title')} content={content} trigger="click" placement="bottomRight">
      <Badge count={SAMPLES.length} size="small">
        <Button type="text" icon={<BellOutlined />} aria-label={t('notice.title')} data-testid="notice-button" />
      </Badge>
    </Popover>
  );
}
