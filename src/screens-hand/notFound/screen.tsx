import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'notFound',
  title: { 'zh-CN': '页面不存在', 'en-US': 'Not found' },
  component: lazyChunk(async () => {
    const { ExceptionPage } = await import('../../pages/errors/exception-page');
    return {
      default: function Exception() {
        return <ExceptionPage type="404" />;
      },
    };
  }),
  paths: ['/404'],
});
