import { PendingAreaPage } from '../pending-area-page';

/** Role configuration at /system/systemSet/RoleConfig (SPEC section 2, always present). The system area's screen replaces this. */
export default function RoleConfigPage() {
  return (
    <PendingAreaPage
      purpose={{
        'zh-CN': '新增或编辑角色：名称、编码、说明、数据范围和每个页面可用的操作。',
        'en-US': 'Add or edit a role: name, code, description, data scope and the actions it may take on each page.',
      }}
    />
  );
}
