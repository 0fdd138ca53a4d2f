import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'cockpitTeam',
  title: { 'zh-CN': '车队驾驶舱', 'en-US': 'Team cockpit' },
  component: lazyChunk(() => import('./page')),
});
