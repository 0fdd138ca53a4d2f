import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'roleConfig',
  title: { 'zh-CN': '角色配置', 'en-US': 'Role configuration' },
  // The role list's add and edit open this page: the schema's form has no permission tree.
  formOf: 'role',
  component: lazyChunk(() => import('./page')),
});
