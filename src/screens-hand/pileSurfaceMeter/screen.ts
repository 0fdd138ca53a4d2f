import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'pileSurfaceMeter',
  title: { 'zh-CN': '桩表盘监控', 'en-US': 'Pile surface meter' },
  component: lazyChunk(() => import('./page')),
});
