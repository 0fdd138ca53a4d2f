import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'cockpitOverview',
  title: { 'zh-CN': '总览', 'en-US': 'Cockpit overview' },
  component: lazyChunk(() => import('./page')),
});
