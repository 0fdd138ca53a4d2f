import { PendingAreaPage } from '../pending-area-page';

/** Temporary stations and piles at /business/stationManage/StationListPage (SPEC section 2, always present). The station management area's screen replaces this. */
export default function StationListPagePage() {
  return (
    <PendingAreaPage
      purpose={{
        'zh-CN': '临时场站及其桩：有效期、位置和桩列表，可启用、停用或转为正式场站。',
        'en-US':
          'Temporary stations with their piles: validity period, location and pile list; enable, disable or convert to a formal station.',
      }}
    />
  );
}
