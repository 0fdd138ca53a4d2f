import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'lossAnalysis',
  title: { 'zh-CN': '电损分析', 'en-US': 'Loss analysis' },
  component: lazyChunk(() => import('./page')),
});
