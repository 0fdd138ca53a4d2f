import { lazyChunk } from '../../app/chunk-errors';
import { defineScreen } from '../define-screen';

export default defineScreen({
  id: 'systemUsers',
  title: { 'zh-CN': '用户', 'en-US': 'User' },
  // The user list's add and edit open this page: the password travels as its MD5 digest, which
  // the schema's form does not make, and an organization is chosen from the enabled ones.
  formOf: 'user',
  component: lazyChunk(() => import('./page')),
});
