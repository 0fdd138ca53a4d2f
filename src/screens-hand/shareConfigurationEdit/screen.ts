import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'shareConfigurationEdit',
  title: { 'zh-CN': '新建分享规则', 'en-US': 'New sharing rule' },
  component: lazyChunk(() => import('./page')),
});
