import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'userDetails',
  title: { 'zh-CN': '用户详情', 'en-US': 'User details' },
  component: lazyChunk(() => import('./page')),
});
