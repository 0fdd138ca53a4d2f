import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'userPortraitInfo',
  title: { 'zh-CN': '用户画像详情', 'en-US': 'User portrait detail' },
  component: lazyChunk(() => import('./page')),
});
