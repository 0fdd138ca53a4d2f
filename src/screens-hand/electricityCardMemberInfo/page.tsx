import { PendingAreaPage } from '../pending-area-page';

/** Electricity card member info at /marketing/marketingManage/ElectricityCardMemberInfo (SPEC section 2, always present). The marketing area's screen replaces this. */
export default function ElectricityCardMemberInfoPage() {
  return (
    <PendingAreaPage
      purpose={{
        'zh-CN': '电卡及其会员：卡号、会员姓名和手机、余额、充电方式、绑定的桩、充值和充电记录。',
        'en-US':
          'Electricity cards and their members: card number, member name and mobile, balance, charge type, bound piles, recharges and charges.',
      }}
    />
  );
}
