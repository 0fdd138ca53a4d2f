import { PendingAreaPage } from '../pending-area-page';

/** Report groups at /business/stationManage/reportGroup (SPEC section 2, always present). The station management area's screen replaces this. */
export default function ReportGroupPage() {
  return (
    <PendingAreaPage
      purpose={{
        'zh-CN': '把场站分组，供各类报表按组筛选，并发送给接收人。',
        'en-US': 'Groups of stations that the reports filter by and send to their recipients.',
      }}
    />
  );
}
