import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'chargeMonitorDetail',
  title: { 'zh-CN': '充电监控详情', 'en-US': 'Charge monitor detail' },
  component: lazyChunk(() => import('./page')),
});
