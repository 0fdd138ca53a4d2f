export { useActions } from './use-actions';
export { Authorized } from './authorized';
export { hasPermission, hasAction } from './permissions';
export { useSession } from './use-session';
export type { BuiltRoutes, MenuNode } from './route-builder';
