import { PendingAreaPage } from '../pending-area-page';

/** Group details at /business/stationManage/groupInfo (SPEC section 2, always present). The station management area's screen replaces this. */
export default function GroupInfoPage() {
  return (
    <PendingAreaPage
      purpose={{
        'zh-CN': '一个场站分组的详情和组内场站，可添加或移除场站。',
        'en-US': 'One station group with its stations; stations can be added or removed.',
      }}
    />
  );
}
