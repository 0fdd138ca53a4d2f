import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'userAnalysisOverview',
  title: { 'zh-CN': '用户分析', 'en-US': 'User analysis' },
  component: lazyChunk(() => import('./page')),
});
