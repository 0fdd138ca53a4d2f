import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'sellerManage',
  title: { 'zh-CN': '商户管理', 'en-US': 'Sellers' },
  component: lazyChunk(() => import('./page')),
});
