import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'forbidden',
  title: { 'zh-CN': '无权访问', 'en-US': 'Forbidden' },
  component: lazyChunk(async () => {
    const { ExceptionPage } = await import('../../pages/errors/exception-page');
    return {
      default: function Exception() {
        return <ExceptionPage type="403" />;
      },
    };
  }),
  paths: ['/403'],
});
