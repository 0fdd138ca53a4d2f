/** SPEC section 2's always-present detail pages: routes even when no menu entry names them. */
export const DETAIL_PAGES = [
  '/safe/monitorManage/PileMonitorDetail',
  '/business/stationManage/StationMonitorDetail',
  '/business/stationManage/reportGroup',
  '/finance/paymentCenter/AccountFlow',
  '/system/systemSet/UserDetails',
  '/marketing/marketingManage/ElectricityCardMemberInfo',
  '/business/stationManage/StationListPage',
  '/business/stationManage/groupInfo',
  '/business/stationManage/billModelHistory',
  '/business/chargingEvaluation/chargingEvaluation',
  '/business/chargingEvaluation/evaluateTag',
  '/system/systemSet/RoleConfig',
  '/business/accountingManagement/reconciliationContract1/detail',
  '/system/shareConfiguration/shareConfigurationEdit',
  '/report/energyAnalysisReport/LossAnalysis',
  '/UserAnalysis',
  '/userPortrait',
  '/userPortraitInfo',
] as const;

/**
 * SPEC section 2: fourteen marketing paths (coupons, favourable activities, fission, VIP
 * management and promotion, scan-code statistics) render one shared page, found under
 * MARKETING_SHARED_SCREEN.
 */
export const MARKETING_SHARED_PATHS = [
  '/marketing/couponManage/couponList',
  '/marketing/couponManage/couponGrant',
  '/marketing/couponManage/couponRecord',
  '/marketing/favourableActivity/activityList',
  '/marketing/favourableActivity/activityRecord',
  '/marketing/favourableActivity/rechargeActivity',
  '/marketing/fission/fissionList',
  '/marketing/fission/fissionRecord',
  '/marketing/vipManage/vipList',
  '/marketing/vipManage/vipGrade',
  '/marketing/vipManage/vipRights',
  '/marketing/vipPromotion/promotionList',
  '/marketing/vipPromotion/promotionRecord',
  '/marketing/scanCodeStatistics/scanCodeList',
] as const;
export const MARKETING_SHARED_SCREEN = '/marketing/common';

/** Items named big screen open these static pages in a new window. */
export const BIG_SCREEN_PAGE = '/activityPage/expoScreen_company/index.html';
export const BIG_SCREEN_3D_PAGE = '/activityPage/3DLargeScreen/index.html';
const BIG_SCREEN_NAMES = new Set(['bigScreen', 'largeScreen', 'expoScreen']);
const BIG_SCREEN_3D_NAMES = new Set(['bigScreen3D', '3DLargeScreen', 'largeScreen3D']);

export function bigScreenPage(name: string): string | undefined {
  if (BIG_SCREEN_3D_NAMES.has(name)) return BIG_SCREEN_3D_PAGE;
  if (BIG_SCREEN_NAMES.has(name)) return BIG_SCREEN_PAGE;
  return undefined;
}

/** The reconciliation item opens the external site; its first four children are dropped. */
const RECONCILIATION_NAMES = new Set(['reconciliation', 'reconciliationManage', 'reconciliationManagement']);
export const isReconciliation = (name: string): boolean => RECONCILIATION_NAMES.has(name);
export const RECONCILIATION_DROPPED_CHILDREN = 4;
export const RECONCILIATION_SITE: string =
  (import.meta.env?.VITE_RECONCILIATION_SITE as string | undefined) ?? 'https://reconciliation.example.com/#/login';
