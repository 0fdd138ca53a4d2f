import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'auditLog',
  title: { 'zh-CN': '安全审计', 'en-US': 'Audit log' },
  component: lazyChunk(() => import('./page')),
});
