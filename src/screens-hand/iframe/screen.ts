import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

/** Another address of this site (?src=/path) inside the content area. */
export default defineScreen({
  id: 'iframe',
  title: { 'zh-CN': '内嵌页', 'en-US': 'Embedded page' },
  component: lazyChunk(async () => ({ default: (await import('../../pages/iframe/iframe-page')).IframePage })),
  paths: ['/iframe'],
});
