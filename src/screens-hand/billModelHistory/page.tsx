import { PendingAreaPage } from '../pending-area-page';

/** Billing issue history at /business/stationManage/billModelHistory (SPEC section 2, always present). The billing area's screen replaces this. */
export default function BillModelHistoryPage() {
  return (
    <PendingAreaPage
      purpose={{
        'zh-CN': '计费模板下发到各桩的记录：版本、时间、操作人、结果和失败原因，失败的可重新下发。',
        'en-US':
          'Each issue of a billing template to the piles: version, time, operator, result and failure reason; a failed one can be issued again.',
      }}
    />
  );
}
