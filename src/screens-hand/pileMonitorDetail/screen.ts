import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'pileMonitorDetail',
  title: { 'zh-CN': '桩监控详情', 'en-US': 'Pile monitor detail' },
  component: lazyChunk(() => import('./page')),
});
