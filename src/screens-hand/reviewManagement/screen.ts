import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'reviewManagement',
  title: { 'zh-CN': '评价管理', 'en-US': 'Review management' },
  component: lazyChunk(() => import('./page')),
});
