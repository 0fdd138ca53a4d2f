import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'systemUsers',
  title: { 'zh-CN': '用户管理', 'en-US': 'Users' },
  component: lazyChunk(() => import('./page')),
});
