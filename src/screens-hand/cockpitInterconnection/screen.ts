import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'cockpitInterconnection',
  title: { 'zh-CN': '互联互通监控', 'en-US': 'Interconnection monitor' },
  component: lazyChunk(() => import('./page')),
});
