import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'pileMonitor',
  title: { 'zh-CN': '桩监控', 'en-US': 'Pile monitor' },
  component: lazyChunk(() => import('./page')),
});
