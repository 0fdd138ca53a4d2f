import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'accountSettings',
  title: { 'zh-CN': '基本设置', 'en-US': 'Basic settings' },
  component: lazyChunk(async () => ({
    default: (await import('../../pages/account/account-settings-base')).AccountSettingsBase,
  })),
  paths: ['/account/settings/base'],
  redirectsFrom: ['/account/settings'],
});
