import { PendingAreaPage } from '../pending-area-page';

/** User details at /system/systemSet/UserDetails (SPEC section 2, always present). The member area's screen replaces this. */
export default function UserDetailsPage() {
  return (
    <PendingAreaPage
      purpose={{
        'zh-CN': '一个 App 用户的详情，分为基本信息、账户、账户流水、车辆和登录日志页签。',
        'en-US': 'One app user, in tabs: basic info, accounts, account flow, cars and login log.',
      }}
    />
  );
}
