import type { LocalizedText } from '../../meta/model';

const text = (zh: string, en: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en });

/** Texts of the upload widgets, the action form and the transition history. */
export const FLOW_TEXTS = {
  uploading: text('正在上传', 'Uploading'),
  remove: text('移除', 'Remove'),
  tooLarge: text('文件不能超过 {size}', 'The file cannot be larger than {size}'),
  /** A table of rows sent with an action, on its step of the timeline (the detail shows the rows). */
  rowCount: text('{count} 行', '{count} rows'),
  uploadFailed: text('上传失败', 'Upload failed'),
  confirm: text('确定', 'OK'),
  cancel: text('取消', 'Cancel'),
  history: text('流转记录', 'History'),
  noHistory: text('暂无流转记录', 'No transitions yet'),
  by: text('操作人', 'By'),
  reopened: text('修改后重新审核', 'Changed, reviewed again'),
  approvedValues: text('审批金额与对象', 'Approved'),
};
