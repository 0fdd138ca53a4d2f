import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'electricityCardMemberInfo',
  title: { 'zh-CN': '电卡会员信息', 'en-US': 'Electricity card member info' },
  component: lazyChunk(() => import('./page')),
});
