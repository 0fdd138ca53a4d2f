import { PendingAreaPage } from '../pending-area-page';

/** User analysis at /UserAnalysis (SPEC section 2, always present). The user data analysis area's screen replaces this. */
export default function UserAnalysisOverviewPage() {
  return (
    <PendingAreaPage
      purpose={{
        'zh-CN': '用户数据分析的页签：渠道、地域、活跃、留存和会员描述。',
        'en-US': 'User data analysis in tabs: channels, regions, activity, retention and member description.',
      }}
    />
  );
}
