import { API_CODES } from '../../src/meta/api-codes';
import { entry } from './entry';

const { VALIDATION_FAILED: INVALID, NOT_FOUND, STATUS_NOT_ALLOWED: STATUS } = API_CODES;

/** Refusals of coupons, activities and their issuing. */
export const MARKETING_ERRORS = {
  noCouponsChosen: entry(INVALID, '请选择要发放的优惠券', 'Choose the coupons to issue'),
  noMembersChosen: entry(INVALID, '请选择发放对象（会员）', 'Choose the members to issue to'),
  badCouponCount: entry(INVALID, '每人发放张数须在 1 到 20 之间', 'Coupons per member must be between 1 and 20'),
  overPerMemberLimit: entry(
    INVALID,
    '每人发放 {0} 张超过了优惠券的每人限领 {1} 张',
    "{0} per member is more than the coupon's limit of {1} per member",
  ),
  noSuchCoupon: entry(NOT_FOUND, '优惠券不存在', 'No such coupon'),
  couponNotIssuable: entry(
    STATUS,
    '优惠券“{0}”未发布或已结束，不能发放',
    'The coupon "{0}" is not published and cannot be issued',
  ),
  couponStockShort: entry(
    INVALID,
    '优惠券“{0}”库存不足：剩余 {1} 张，本次需要 {2} 张',
    'Not enough of the coupon "{0}" left: {1} left, {2} needed',
  ),
  audienceNotIssuable: entry(
    INVALID,
    '该发放对象暂不支持直接发券，请选择“全部会员”或“指定会员”',
    'Issue to all members or to chosen members',
  ),
  promiseEnded: entry(
    STATUS,
    '{0}“{1}”已结束或已作废，不能修改',
    'The {0} "{1}" is over or invalid and cannot be changed',
  ),
  promiseInProgress: entry(
    STATUS,
    '{0}“{1}”进行中，不能修改已承诺给车主的内容：{2}',
    'The {0} "{1}" is in progress: what drivers were promised cannot change ({2})',
  ),
  publishingEnded: entry(INVALID, '“{0}”已过结束时间，不能发布', '"{0}" has already ended and cannot be published'),
  notManualActivity: entry(
    STATUS,
    '“{0}”不是手动发券活动，不能手动发券',
    '"{0}" is not a manual coupon activity; only those are issued by hand',
  ),
  rewardCouponEnded: entry(
    INVALID,
    '优惠券“{0}”已下架、已结束或已作废，不能作为奖励',
    'The coupon "{0}" is taken down, over or invalid and cannot be a reward',
  ),
  noSuchActivity: entry(NOT_FOUND, '活动不存在', 'No such activity'),
  notTimedActivity: entry(STATUS, '“{0}”不是进行中的定时发券活动', '"{0}" is not a timed coupon activity in progress'),
  activityOutOfDates: entry(STATUS, '“{0}”不在活动时间内', '"{0}" is outside its dates'),
  stockBelowIssued: entry(
    INVALID,
    '发行总量不能少于已发放的 {0} 张',
    'The stock cannot be less than the {0} already issued',
  ),
  couponExpired: entry(
    INVALID,
    '优惠券“{0}”已过有效期，不能发布',
    'The coupon "{0}" has expired and cannot be published',
  ),
} as const;
