import type { LocalizedText } from '../../src/meta/model';

/** Titles of the standard action buttons (SPEC section 6). */
export const ACTION_TITLES: Record<string, LocalizedText> = {
  add: { 'zh-CN': '新增', 'en-US': 'Add' },
  delete: { 'zh-CN': '删除', 'en-US': 'Delete' },
  edit: { 'zh-CN': '编辑', 'en-US': 'Edit' },
  query: { 'zh-CN': '查询', 'en-US': 'Query' },
  get: { 'zh-CN': '详情', 'en-US': 'Details' },
  enable: { 'zh-CN': '启用', 'en-US': 'Enable' },
  disable: { 'zh-CN': '停用', 'en-US': 'Disable' },
  import: { 'zh-CN': '导入', 'en-US': 'Import' },
  export: { 'zh-CN': '导出', 'en-US': 'Export' },
  issueTicket: { 'zh-CN': '代用户登录', 'en-US': 'Sign in as a user' },
  resetPassword: { 'zh-CN': '重置密码', 'en-US': 'Reset password' },
  test: { 'zh-CN': '测试连接', 'en-US': 'Test connection' },
};
