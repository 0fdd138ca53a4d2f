import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'stationListPage',
  title: { 'zh-CN': '临时场站桩管理', 'en-US': 'Temporary stations and piles' },
  component: lazyChunk(() => import('./page')),
});
