import { PendingAreaPage } from '../pending-area-page';

/** User portrait detail at /userPortraitInfo (SPEC section 2, always present). The user data analysis area's screen replaces this. */
export default function UserPortraitInfoPage() {
  return (
    <PendingAreaPage
      purpose={{
        'zh-CN': '一个会员的画像：标签、充电习惯（时段、场站、电量）、消费、用券和车辆。',
        'en-US':
          "One member's portrait: tags, charging habits (time of day, stations, kWh), spend, coupon use and vehicles.",
      }}
    />
  );
}
