import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'gunMonitor',
  title: { 'zh-CN': '枪监控', 'en-US': 'Gun monitor' },
  component: lazyChunk(() => import('./page')),
});
