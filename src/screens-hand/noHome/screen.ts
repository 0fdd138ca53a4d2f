import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'noHome',
  title: { 'zh-CN': '欢迎', 'en-US': 'Welcome' },
  component: lazyChunk(async () => ({ default: (await import('../../pages/home/no-home-page')).NoHomePage })),
  paths: ['/noHome'],
});
