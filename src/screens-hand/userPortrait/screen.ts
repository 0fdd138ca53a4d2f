import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'userPortrait',
  title: { 'zh-CN': '用户画像', 'en-US': 'User portrait' },
  component: lazyChunk(() => import('./page')),
});
