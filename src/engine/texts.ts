import type { LocalizedText } from '../meta/model';

const text = (zh: string, en: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en });

/** Every text the generic screens show that does not come from a schema. */
export const TEXTS = {
  add: text('新增', 'Add'),
  edit: text('编辑', 'Edit'),
  view: text('查看', 'View'),
  delete: text('删除', 'Delete'),
  import: text('导入', 'Import'),
  export: text('导出', 'Export'),
  search: text('查询', 'Search'),
  reset: text('重置', 'Reset'),
  expand: text('展开', 'Expand'),
  collapse: text('收起', 'Collapse'),
  actions: text('操作', 'Actions'),
  confirmDelete: text('确定删除所选记录吗？', 'Delete the selected records?'),
  confirmAction: text('确定执行该操作吗？', 'Run this action?'),
  ok: text('确定', 'OK'),
  cancel: text('取消', 'Cancel'),
  save: text('保存', 'Save'),
  saved: text('保存成功', 'Saved'),
  done: text('操作成功', 'Done'),
  selected: text('已选择 {n} 项', '{n} selected'),
  total: text('共 {n} 条', '{n} in total'),
  moreThan: text('超过 {n} 条', 'more than {n}'),
  empty: text('暂无数据', 'No data'),
  loadFailed: text('加载失败', 'Loading failed'),
  exporting: text('正在导出', 'Exporting'),
  importTitle: text('导入数据', 'Import data'),
  downloadTemplate: text('下载模板', 'Download template'),
  chooseFile: text('选择 .xlsx 文件', 'Choose an .xlsx file'),
  imported: text('已导入 {n} 条', '{n} rows imported'),
  importRefused: text('导入被拒绝，未写入任何数据', 'Import refused; nothing was written'),
  row: text('行', 'Row'),
  field: text('字段', 'Field'),
  message: text('原因', 'Message'),
  yes: text('是', 'Yes'),
  no: text('否', 'No'),
  start: text('开始', 'Start'),
  end: text('结束', 'End'),
  period: text('时段', 'Period'),
  addRow: text('添加一行', 'Add a row'),
  move: text('移动', 'Move'),
  addChild: text('新增下级', 'Add below'),
  moveTo: text('移动到', 'Move to'),
  treeRoot: text('顶级（无上级）', 'Top level (no parent)'),
  upload: text('上传', 'Upload'),
  detail: text('详情', 'Detail'),
  notFound: text('记录不存在', 'Record not found'),
  back: text('返回', 'Back'),
};
export type TextKey = keyof typeof TEXTS;

/** Fills `{name}` placeholders. */
export const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? ''));
