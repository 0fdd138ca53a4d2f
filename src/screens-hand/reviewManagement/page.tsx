import { PendingAreaPage } from '../pending-area-page';

/** Review management at /business/chargingEvaluation/chargingEvaluation (SPEC section 2, always present). The charging evaluation area's screen replaces this. */
export default function ReviewManagementPage() {
  return (
    <PendingAreaPage
      purpose={{
        'zh-CN': '会员对充电订单的评价：评分、标签、内容和图片，可回复、显示或隐藏。',
        'en-US': "Members' reviews of their charging bills: score, tags, text and images; reply, show or hide.",
      }}
    />
  );
}
