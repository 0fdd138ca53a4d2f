import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'roleConfig',
  title: { 'zh-CN': '角色配置', 'en-US': 'Role configuration' },
  component: lazyChunk(() => import('./page')),
});
