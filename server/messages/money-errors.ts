import { API_CODES } from '../../src/meta/api-codes';
import { entry } from './entry';

const { VALIDATION_FAILED: INVALID, NOT_FOUND, STATUS_NOT_ALLOWED: STATUS, IMPORT_FAILED } = API_CODES;

/** Refusals of accounts, recharges, refunds, invoices and the money of bills. */
export const MONEY_ERRORS = {
  noSuchAccount: entry(NOT_FOUND, '账户不存在', 'No such account'),
  noSuchBill: entry(NOT_FOUND, '订单不存在', 'No such bill'),
  accountNotMembers: entry(INVALID, '该账户不属于所选会员', 'This account does not belong to the member chosen'),
  foreignAccountCharged: entry(INVALID, '扣款账户须属于该会员', "The account charged must be the member's own"),
  refundOverRefundable: entry(
    INVALID,
    '退款金额 {0} 元超过可退金额 {1} 元',
    'The refund of {0} exceeds the refundable {1}',
  ),
  noRefundAccount: entry(INVALID, '请选择退款账户', 'Choose the account to refund'),
  notAsAccount: entry(INVALID, '与所选账户不符，应为“{0}”', 'does not match the account chosen, which says "{0}"'),
  accountDisabled: entry(INVALID, '该账户已停用，不能充值', 'This account is disabled and cannot be recharged'),
  rechargeOverLimit: entry(
    INVALID,
    '单笔充值（含赠送）不能超过 50,000.00 元',
    'One recharge, gift included, may not exceed 50,000.00',
  ),
  lineOverLimit: entry(INVALID, '单笔充值不能超过 50,000.00 元', 'One recharge may not exceed 50,000.00'),
  lineBadAmount: entry(INVALID, '充值金额须为大于 0 的整分金额', 'The amount must be a positive whole number of fen'),
  lineNameMismatch: entry(
    INVALID,
    '会员姓名与账户不符，应为“{0}”',
    'The member name does not match the account\'s, "{0}"',
  ),
  batchLinesFailed: entry(
    IMPORT_FAILED,
    '{0} 行数据有误，未导入任何数据',
    '{0} rows have errors; nothing was imported',
  ),
  batchNoFailedRows: entry(STATUS, '批次“{0}”没有失败的行', 'Batch "{0}" has no failed rows'),
  notFleetMember: entry(INVALID, '该会员不是此车队的在用成员', 'This member is not an enabled member of the fleet'),
  overFleetQuota: entry(
    INVALID,
    '超出月度额度：额度 {0} 元，本月已分配 {1} 元',
    'Beyond the monthly quota of {0}: {1} allocated this month',
  ),
  noBillsToInvoice: entry(INVALID, '请选择要开票的订单', 'Choose the bills to invoice'),
  billsOfAnotherMember: entry(INVALID, '订单不属于该会员：{0}', 'Bills of another member: {0}'),
  billsNotPaid: entry(INVALID, '订单尚未支付，不能开票：{0}', 'Bills not paid yet: {0}'),
  billsOnAnotherInvoice: entry(INVALID, '订单已在其他发票中：{0}', 'Bills already on another invoice: {0}'),
  invoiceBelowMinimum: entry(
    INVALID,
    '开票金额 {0} 元低于最低开票金额 {1} 元',
    'The invoice of {0} is below the minimum of {1}',
  ),
  billOwesNothing: entry(INVALID, '该订单没有欠费', 'This bill owes nothing'),
  askedOverOwed: entry(INVALID, '申请金额不能超过欠费金额 {0} 元', 'The amount asked may not exceed the {0} owed'),
  billWithoutMobile: entry(
    INVALID,
    '订单“{0}”的会员没有手机号，无法发送催缴短信',
    'The member of bill "{0}" has no mobile number',
  ),
  waiverPending: entry(
    INVALID,
    '订单“{0}”已有待审核的减免申请',
    'Bill "{0}" already has a waiver request under review',
  ),
  billWithoutEnd: entry(INVALID, '订单“{0}”没有结束时间，不能重新计算', 'Bill "{0}" has no end time to price'),
  billImplausible: entry(
    INVALID,
    '订单“{0}”的充电时间或电量不合理（{1}），不能重新计算，请关闭并注明原因',
    'Bill "{0}" has an implausible charging time or energy ({1}): it cannot be priced, close it with the reason',
  ),
  billWithoutModel: entry(
    INVALID,
    '订单“{0}”的场站没有启用的计费模型，不能重新计算',
    'The station of bill "{0}" has no billing model in force',
  ),
  repricedBelowSettled: entry(
    INVALID,
    '重新计算的金额 {0} 元低于已扣、减免和核销的 {1} 元',
    'The new amount {0} is below the {1} already deducted, waived or written off',
  ),
  billPricedZero: entry(
    INVALID,
    '订单“{0}”金额为 0，请先重新计算',
    'Bill "{0}" is priced at zero: recalculate it first',
  ),
  movedOverOwed: entry(INVALID, '金额 {0} 元超过订单“{1}”的欠费 {2} 元', '{0} exceeds the {2} that bill "{1}" owes'),
  billNothingOwed: entry(INVALID, '订单“{0}”没有欠费', 'Bill "{0}" owes nothing'),
  billNoMoney: entry(
    INVALID,
    '会员账户余额不足，订单“{0}”未扣到款',
    'The member\'s account cannot pay anything towards bill "{0}"',
  ),
  billWithoutAccount: entry(INVALID, '订单“{0}”没有可扣款的会员账户', 'Bill "{0}" has no member account to charge'),
  badRecovery: entry(
    INVALID,
    '追回金额须大于 0 且不超过订单“{0}”的欠费 {1} 元',
    'The amount recovered must be above 0 and at most the {1} that bill "{0}" owes',
  ),
  recoveryOverOwed: entry(INVALID, '超过欠费金额', 'More than is owed'),
  recoveryWithoutAccount: entry(
    INVALID,
    '订单“{0}”没有会员账户，无法登记追回',
    'Bill "{0}" has no member account to record it on',
  ),
  noSuchFlow: entry(NOT_FOUND, '账户流水不存在', 'No such account flow entry'),
  reversalWithoutAccount: entry(
    INVALID,
    '流水“{0}”没有记到任何账户，无需冲正',
    'Entry "{0}" was posted to no account: there is nothing to reverse',
  ),
  reversalOfReversal: entry(
    INVALID,
    '流水“{0}”本身是冲正，不能再冲正；请另做一笔调账',
    'Entry "{0}" is itself a reversal and cannot be reversed; post an adjustment instead',
  ),
  reversalExists: entry(
    STATUS,
    '流水“{0}”已有待审核或已通过的冲正',
    'Entry "{0}" already has a reversal awaiting review or approved',
  ),
} as const;
