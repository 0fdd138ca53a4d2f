import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'reportGroup',
  title: { 'zh-CN': '报表分组', 'en-US': 'Report groups' },
  component: lazyChunk(() => import('./page')),
});
