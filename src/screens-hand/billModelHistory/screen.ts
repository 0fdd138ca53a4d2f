import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'billModelHistory',
  title: { 'zh-CN': '计费下发历史', 'en-US': 'Billing issue history' },
  component: lazyChunk(() => import('./page')),
});
