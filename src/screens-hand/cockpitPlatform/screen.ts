import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'cockpitPlatform',
  title: { 'zh-CN': '平台驾驶舱', 'en-US': 'Platform cockpit' },
  component: lazyChunk(() => import('./page')),
});
