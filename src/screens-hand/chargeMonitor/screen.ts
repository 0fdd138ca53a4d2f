import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'chargeMonitor',
  title: { 'zh-CN': '充电监控', 'en-US': 'Charge monitor' },
  component: lazyChunk(() => import('./page')),
});
