import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'systemOrganizations',
  title: { 'zh-CN': '组织管理', 'en-US': 'Organizations' },
  component: lazyChunk(() => import('./page')),
});
