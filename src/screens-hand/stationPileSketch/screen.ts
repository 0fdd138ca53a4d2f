import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'stationPileSketch',
  title: { 'zh-CN': '场站桩示意图', 'en-US': 'Station pile sketch' },
  component: lazyChunk(() => import('./page')),
});
