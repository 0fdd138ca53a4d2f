import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

/** Finance's reconciliation of the books: accounts, days and bills, kept daily, run on demand. */
export default defineScreen({
  id: 'booksReconciliation',
  title: { 'zh-CN': '账务对账', 'en-US': 'Books reconciliation' },
  component: lazyChunk(() => import('./page')),
});
