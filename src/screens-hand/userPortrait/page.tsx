import { PendingAreaPage } from '../pending-area-page';

/** User portrait at /userPortrait (SPEC section 2, always present). The user data analysis area's screen replaces this. */
export default function UserPortraitPage() {
  return (
    <PendingAreaPage
      purpose={{
        'zh-CN': '标签分布、词云和人群规模，可进入会员列表。',
        'en-US': 'Tag distributions, a word cloud and segment sizes, with a way into the member list.',
      }}
    />
  );
}
