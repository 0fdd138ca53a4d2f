import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'groupInfo',
  title: { 'zh-CN': '分组详情', 'en-US': 'Group details' },
  component: lazyChunk(() => import('./page')),
});
