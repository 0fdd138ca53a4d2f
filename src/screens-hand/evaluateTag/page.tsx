import { PendingAreaPage } from '../pending-area-page';

/** Review tags at /business/chargingEvaluation/evaluateTag (SPEC section 2, always present). The charging evaluation area's screen replaces this. */
export default function EvaluateTagPage() {
  return (
    <PendingAreaPage
      purpose={{
        'zh-CN': '会员评价时可选的标签：名称、正负面、排序和使用次数。',
        'en-US': 'The tags members pick when reviewing: name, polarity, order and use count.',
      }}
    />
  );
}
