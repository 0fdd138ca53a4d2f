import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'stationOverview',
  title: { 'zh-CN': '场站总览', 'en-US': 'Station overview' },
  component: lazyChunk(() => import('./page')),
});
