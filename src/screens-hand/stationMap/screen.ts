import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'stationMap',
  title: { 'zh-CN': '场站地图', 'en-US': 'Station map' },
  component: lazyChunk(() => import('./page')),
});
