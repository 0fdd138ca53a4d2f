import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'serverError',
  title: { 'zh-CN': '服务器错误', 'en-US': 'Server error' },
  component: lazyChunk(async () => {
    const { ExceptionPage } = await import('../../pages/errors/exception-page');
    return {
      default: function Exception() {
        return <ExceptionPage type="500" />;
      },
    };
  }),
  paths: ['/500'],
});
