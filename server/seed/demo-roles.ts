import type { PermissionDto } from '../permissions/permission-rows';

/** A demo role: which of its seller's permission rows it holds. */
export interface DemoRole {
  name: string;
  description: string;
  isAdmin?: boolean;
  holds: (row: PermissionDto) => boolean;
}

const READ_ACTIONS = new Set(['query', 'get']);
const isButton = (row: PermissionDto) => row.componentType === 'BUTTON';
const pageOf = (row: PermissionDto) => row.pid ?? '';
/** Device pages: stations, piles, guns, pile types and what hangs off them. */
const DEVICE_PAGE = /station|pile|gun/i;
const FINANCE_PAGE = /bill|finance|refund|invoice|recharge|account|settle|split/i;
/** Refund pages, where the finance account applies for, approves, rejects and pays refunds. */
const REFUND_PAGE = /refund/i;

export const DEMO_ROLES: DemoRole[] = [
  { name: 'admin', description: '商户管理员：拥有商户的全部权限', isAdmin: true, holds: () => true },
  {
    name: 'viewer',
    description: '只读：只能查询和查看详情',
    holds: (row) => !isButton(row) || READ_ACTIONS.has(row.name ?? ''),
  },
  {
    name: 'stationManager',
    description: '场站经理：管理场站、电桩和电枪，其余只读',
    holds: (row) => !isButton(row) || READ_ACTIONS.has(row.name ?? '') || DEVICE_PAGE.test(pageOf(row)),
  },
  {
    name: 'finance',
    description: '财务：账单与财务页面可导出，其余只读',
    holds: (row) =>
      !isButton(row) ||
      READ_ACTIONS.has(row.name ?? '') ||
      (FINANCE_PAGE.test(pageOf(row)) && row.name === 'export') ||
      (REFUND_PAGE.test(pageOf(row)) && row.name !== 'delete'),
  },
];

/** Pages only the platform administrator uses; sellers are not granted them. */
export const PLATFORM_ONLY_PAGES = new Set(['permissionManage']);
