import type { MenuItem } from '../../src/meta/model';

const CRUD_ACTIONS = ['query', 'get', 'add', 'edit', 'delete'];

/**
 * The hand-written management screens the server itself offers, placed like schema menu
 * items. A schema menu item with the same id takes precedence.
 */
export const SYSTEM_SCREENS: MenuItem[] = [
  {
    id: 'systemManage',
    type: 'CATALOG',
    title: { 'zh-CN': '系统管理', 'en-US': 'System' },
    url: '/system',
    icon: 'SettingOutlined',
    sort: 900,
  },
  {
    id: 'userManage',
    type: 'MENU',
    parent: 'systemManage',
    title: { 'zh-CN': '用户管理', 'en-US': 'Users' },
    url: '/system/user',
    icon: 'UserOutlined',
    sort: 1,
    actions: [...CRUD_ACTIONS, 'enable', 'disable'],
  },
  {
    id: 'roleManage',
    type: 'MENU',
    parent: 'systemManage',
    title: { 'zh-CN': '角色管理', 'en-US': 'Roles' },
    url: '/system/role',
    icon: 'TeamOutlined',
    sort: 2,
    actions: CRUD_ACTIONS,
  },
  {
    id: 'organizeManage',
    type: 'MENU',
    parent: 'systemManage',
    title: { 'zh-CN': '组织管理', 'en-US': 'Organizations' },
    url: '/system/organize',
    icon: 'ApartmentOutlined',
    sort: 3,
    actions: CRUD_ACTIONS,
  },
  {
    id: 'permissionManage',
    type: 'MENU',
    parent: 'systemManage',
    title: { 'zh-CN': '权限管理', 'en-US': 'Permissions' },
    url: '/system/permission',
    icon: 'SafetyOutlined',
    sort: 4,
    actions: ['query', 'edit'],
  },
];
