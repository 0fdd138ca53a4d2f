import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'evaluateTag',
  title: { 'zh-CN': '评价标签', 'en-US': 'Review tags' },
  component: lazyChunk(() => import('./page')),
});
