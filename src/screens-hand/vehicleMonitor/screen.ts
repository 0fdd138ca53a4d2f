import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'vehicleMonitor',
  title: { 'zh-CN': '车辆监控', 'en-US': 'Vehicle monitor' },
  component: lazyChunk(() => import('./page')),
});
