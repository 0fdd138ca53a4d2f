import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'remoteControl',
  title: { 'zh-CN': '远程控制', 'en-US': 'Remote control' },
  component: lazyChunk(() => import('./page')),
});
