import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

/** The reconciliation menu item's page: the external site, opened with a login ticket. */
export default defineScreen({
  id: 'reconciliation',
  title: { 'zh-CN': '对账管理', 'en-US': 'Reconciliation management' },
  component: lazyChunk(() => import('./page')),
});
