import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'vinLookup',
  title: { 'zh-CN': 'VIN车辆数据查询', 'en-US': 'VIN lookup' },
  component: lazyChunk(() => import('./page')),
});
