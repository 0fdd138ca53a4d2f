import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'systemRoles',
  title: { 'zh-CN': '角色管理', 'en-US': 'Roles' },
  component: lazyChunk(() => import('./page')),
});
