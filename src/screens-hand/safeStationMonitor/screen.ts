import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'safeStationMonitor',
  title: { 'zh-CN': '场站监控', 'en-US': 'Station monitor (safety)' },
  component: lazyChunk(() => import('./page')),
});
