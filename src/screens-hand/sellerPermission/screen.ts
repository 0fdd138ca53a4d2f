import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'sellerPermission',
  title: { 'zh-CN': '商户权限分配', 'en-US': 'Seller permission assignment' },
  component: lazyChunk(() => import('./page')),
});
