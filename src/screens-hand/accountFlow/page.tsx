import { PendingAreaPage } from '../pending-area-page';

/** Account flow at /finance/paymentCenter/AccountFlow (SPEC section 2, always present). The finance area's screen replaces this. */
export default function AccountFlowPage() {
  return (
    <PendingAreaPage
      purpose={{
        'zh-CN': '会员账户的每笔收支：流水号、账户、会员、事件类型、金额和余额。',
        'en-US': 'Every posting to member accounts: flow number, account, member, event type, amount and balance.',
      }}
    />
  );
}
