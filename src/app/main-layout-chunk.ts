import { lazyChunk } from './chunk-errors';

// Everything behind the login is its own chunk: the login page stays small.
export const MainLayout = lazyChunk(() => import('../layouts/main-layout'));
