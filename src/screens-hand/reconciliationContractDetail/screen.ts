import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'reconciliationContractDetail',
  title: { 'zh-CN': '对账合同详情', 'en-US': 'Reconciliation contract detail' },
  component: lazyChunk(() => import('./page')),
});
