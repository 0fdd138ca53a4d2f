import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'pileGunMonitor',
  title: { 'zh-CN': '桩枪监控', 'en-US': 'Pile-gun monitor' },
  component: lazyChunk(() => import('./page')),
});
