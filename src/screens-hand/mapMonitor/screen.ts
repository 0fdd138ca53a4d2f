import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'mapMonitor',
  title: { 'zh-CN': '地图监控', 'en-US': 'Map monitoring' },
  component: lazyChunk(() => import('./page')),
});
