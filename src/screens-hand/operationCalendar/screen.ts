import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'operationCalendar',
  title: { 'zh-CN': '运维日历', 'en-US': 'O&M calendar' },
  component: lazyChunk(() => import('./page')),
});
