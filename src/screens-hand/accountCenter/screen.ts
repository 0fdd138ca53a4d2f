import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'accountCenter',
  title: { 'zh-CN': '个人中心', 'en-US': 'Account center' },
  component: lazyChunk(async () => ({ default: (await import('../../pages/account/account-center')).AccountCenter })),
  paths: ['/account/center'],
  redirectsFrom: ['/account'],
});
