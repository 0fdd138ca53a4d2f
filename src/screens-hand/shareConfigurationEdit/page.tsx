import { PendingAreaPage } from '../pending-area-page';

/** New sharing rule at /system/shareConfiguration/shareConfigurationEdit (SPEC section 2, always present). The share configuration area's screen replaces this. */
export default function ShareConfigurationEditPage() {
  return (
    <PendingAreaPage
      purpose={{
        'zh-CN': '整页表单新建分享规则：名称、场景、标题、图片、链接、奖励券和有效期。',
        'en-US':
          'A full-page form for a new sharing rule: name, scene, title, image, link, reward coupons and validity.',
      }}
    />
  );
}
