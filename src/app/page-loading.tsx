import { Spin } from 'antd';
import { useI18n } from '../i18n/use-i18n';

export function PageLoading() {
  const { t } = useI18n();
  return (
    <div style={{ padding: 48, textAlign: 'center' }} data-testid="page-loading">
      <Spin tip={t('app.loading')}>
        <div style={{ height: 48 }} />
      </Spin>
    </div>
  );
}
