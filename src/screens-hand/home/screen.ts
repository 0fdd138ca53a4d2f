import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

/** The dashboard; a user whose permissions hold no home entry is sent to noHome instead. */
export default defineScreen({
  id: 'home',
  title: { 'zh-CN': '首页', 'en-US': 'Home' },
  component: lazyChunk(async () => ({ default: (await import('../../pages/home/home-page')).HomePage })),
  paths: ['/home'],
});
