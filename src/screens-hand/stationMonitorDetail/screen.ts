import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'stationMonitorDetail',
  title: { 'zh-CN': '场站监控详情', 'en-US': 'Station monitor detail' },
  component: lazyChunk(() => import('./page')),
});
