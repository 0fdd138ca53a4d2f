import type { PermissionDto } from './permission-rows';

/** Pages only the platform administrator uses; sellers are not granted them. */
export const PLATFORM_ONLY_PAGES = new Set([
  'permissionManage',
  'sellerPermission',
  'devMenu',
  'sellerManage',
  // Which seller each server domain opens: the platform's deployment, none of a seller's business.
  'serverSeller',
]);

/** What a seller is granted on creation: every permission but the platform's own pages and their buttons. */
export const sellerGrantable = (permissions: readonly PermissionDto[]) =>
  permissions.filter((row) => !PLATFORM_ONLY_PAGES.has(row.id) && !PLATFORM_ONLY_PAGES.has(row.pid ?? ''));
