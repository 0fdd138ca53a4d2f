import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'systemPermissions',
  title: { 'zh-CN': '权限管理', 'en-US': 'Permissions' },
  component: lazyChunk(() => import('./page')),
});
