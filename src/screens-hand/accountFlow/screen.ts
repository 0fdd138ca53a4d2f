import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'accountFlow',
  title: { 'zh-CN': '账户流水', 'en-US': 'Account flow' },
  component: lazyChunk(() => import('./page')),
});
