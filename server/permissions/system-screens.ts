import type { MenuItem } from '../../src/meta/model';

/** The catalog the system screens sit in when the schemas' menu has none (see systemScreens). */
const OWN_CATALOG = 'systemManage';
/** The schemas' "system set" catalog (schemas/menu/system.json), preferred when present. */
const SCHEMA_CATALOG = 'systemSet';

const SYSTEM_SCREENS: MenuItem[] = [
  {
    id: OWN_CATALOG,
    type: 'CATALOG',
    title: { 'zh-CN': '系统管理', 'en-US': 'System' },
    url: '/system',
    icon: 'SettingOutlined',
    sort: 900,
  },
  {
    id: 'permissionManage',
    type: 'MENU',
    parent: OWN_CATALOG,
    title: { 'zh-CN': '权限管理', 'en-US': 'Permissions' },
    url: '/system/systemSet/permission',
    icon: 'SafetyOutlined',
    sort: 4,
    // issueTicket: a login ticket for another user (auth/ticket-routes.ts), platform only.
    actions: ['query', 'edit', 'issueTicket'],
  },
];

/**
 * The hand-written management screens the server itself offers, placed like schema menu
 * items: inside the schemas' system catalog when it exists, else in a catalog of their own.
 * A schema menu item with the same id takes precedence (see permissionCatalog).
 */
export function systemScreens(menuIds: ReadonlySet<string>): MenuItem[] {
  const parent = menuIds.has(SCHEMA_CATALOG) ? SCHEMA_CATALOG : OWN_CATALOG;
  const screens = SYSTEM_SCREENS.map((item) => (item.parent === OWN_CATALOG ? { ...item, parent } : item));
  return parent === OWN_CATALOG ? screens : screens.filter((item) => item.id !== OWN_CATALOG);
}
