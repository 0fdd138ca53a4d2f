import type { LocalizedText } from '../../meta/model';

/** The words the system management screens share. */
export const TEXT = {
  search: { 'zh-CN': '查询', 'en-US': 'Search' },
  reset: { 'zh-CN': '重置', 'en-US': 'Reset' },
  add: { 'zh-CN': '新增', 'en-US': 'Add' },
  edit: { 'zh-CN': '编辑', 'en-US': 'Edit' },
  remove: { 'zh-CN': '删除', 'en-US': 'Delete' },
  enable: { 'zh-CN': '启用', 'en-US': 'Enable' },
  disable: { 'zh-CN': '禁用', 'en-US': 'Disable' },
  enabled: { 'zh-CN': '启用', 'en-US': 'Enabled' },
  disabled: { 'zh-CN': '禁用', 'en-US': 'Disabled' },
  save: { 'zh-CN': '保存', 'en-US': 'Save' },
  cancel: { 'zh-CN': '取消', 'en-US': 'Cancel' },
  back: { 'zh-CN': '返回', 'en-US': 'Back' },
  actions: { 'zh-CN': '操作', 'en-US': 'Actions' },
  createdAt: { 'zh-CN': '创建时间', 'en-US': 'Created' },
  saved: { 'zh-CN': '已保存', 'en-US': 'Saved' },
  deleted: { 'zh-CN': '已删除', 'en-US': 'Deleted' },
  confirmDelete: { 'zh-CN': '确定删除吗？删除后不可恢复。', 'en-US': 'Delete it? This cannot be undone.' },
  status: { 'zh-CN': '状态', 'en-US': 'Status' },
  name: { 'zh-CN': '名称', 'en-US': 'Name' },
  sort: { 'zh-CN': '排序', 'en-US': 'Order' },
  required: { 'zh-CN': '必填', 'en-US': 'Required' },
} as const satisfies Record<string, LocalizedText>;

export const formatTime = (value: string | null | undefined) =>
  value ? new Date(value).toLocaleString('zh-CN', { hour12: false }) : '';
