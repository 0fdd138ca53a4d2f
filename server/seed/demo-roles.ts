import type { PermissionDto } from '../permissions/permission-rows';

/** Where a permission row sits: its top-level catalog (the menu file's area), and its page. */
export interface RowPlace {
  /** The id of the top-level catalog above the row (`business`, `finance`...). */
  area: string;
  /** The page a button belongs to, or the row itself for a page. */
  page: string;
}

/** A demo role: which of its seller's permission rows it holds. */
export interface DemoRole {
  /** The role's code (roles.code): what the demo users and tests name it by. */
  code: string;
  /** The name the role list shows. */
  name: string;
  description: string;
  isAdmin?: boolean;
  holds: (row: PermissionDto, place: RowPlace) => boolean;
}

const READ_ACTIONS = new Set(['query', 'get']);
const isButton = (row: PermissionDto) => row.componentType === 'BUTTON';
const reads = (row: PermissionDto) => !isButton(row) || READ_ACTIONS.has(row.name ?? '');

/** The network: stations, piles and guns, their monitors and alarms, the field work on them. */
const NETWORK_AREAS = new Set(['home', 'business', 'safe', 'operation', 'tools']);
/** Where money moves: bills, members and their accounts, finance. */
const MONEY_AREAS = new Set(['home', 'billing', 'member', 'finance', 'report']);
/**
 * Pages where the finance account does its work, not only reads: refunds, manual recharges,
 * invoices, recharge checks, fleet allocations, group bills, reviews of owed bills, ledger
 * reversals and the reconciliation of the books.
 */
const FINANCE_WORK_PAGE =
  /refund|manualRecharge|invoiceRecord|rechargeCheck|fleetAllocation|groupBill|unpaidBillAudit|ledgerReversal|booksReconciliation/i;
/**
 * Pages of approval flows among them: finance applies and approves there, but does not edit an
 * application (an edit is the applicant's, before anyone approved; schemas' `approval`).
 */
const APPROVAL_PAGE = /^(refundManage|manualRecharge|invoiceRecord|rechargeCheck|unpaidBillAudit)$/;

export const DEMO_ROLES: DemoRole[] = [
  {
    code: 'admin',
    name: '商户管理员',
    description: '商户管理员：拥有商户的全部权限',
    isAdmin: true,
    holds: () => true,
  },
  {
    code: 'viewer',
    name: '只读用户',
    description: '只读：只能查询和查看详情',
    holds: (row) => reads(row),
  },
  {
    code: 'stationManager',
    name: '场站经理',
    description: '场站经理：管理场站、电桩、电枪、监控告警和运维',
    holds: (row, place) => NETWORK_AREAS.has(place.area),
  },
  {
    code: 'finance',
    name: '财务',
    description: '财务：账单、会员账户与财务页面，可导出，处理退款、后台充值、发票、充值核对与车队额度',
    holds: (row, place) =>
      MONEY_AREAS.has(place.area) &&
      (reads(row) ||
        row.name === 'export' ||
        (FINANCE_WORK_PAGE.test(place.page) &&
          row.name !== 'delete' &&
          !(row.name === 'edit' && APPROVAL_PAGE.test(place.page)))),
  },
];

/** Places every row: walks each row up to its top-level catalog. */
export function placeRows(rows: readonly PermissionDto[]): Map<string, RowPlace> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const places = new Map<string, RowPlace>();
  for (const row of rows) {
    let top = row;
    for (let hops = 0; top.pid && byId.has(top.pid) && hops < 20; hops++) top = byId.get(top.pid)!;
    places.set(row.id, { area: top.id, page: isButton(row) ? (row.pid ?? '') : row.id });
  }
  return places;
}
