import type { Locale } from '../../src/meta/model';
import { formatMessage } from '../../src/meta/rules/format-message';

/** The generic routes' messages in both interface languages, in one place. */
const MESSAGES = {
  invalid: { 'zh-CN': '以下字段校验未通过：{0}', 'en-US': 'These fields are not valid: {0}' },
  unknownFilter: { 'zh-CN': '不支持的筛选字段：{0}', 'en-US': 'These fields cannot be filtered on: {0}' },
  unknownSort: { 'zh-CN': '不支持的排序字段：{0}', 'en-US': 'The list cannot be sorted by: {0}' },
  badFilterValue: { 'zh-CN': '筛选值无效：{0}', 'en-US': 'Invalid filter value for: {0}' },
  badAggregate: { 'zh-CN': '不支持的统计维度或指标：{0}', 'en-US': 'These cannot be grouped or measured: {0}' },
  badValue: {
    'zh-CN': '有值格式不正确或超出范围',
    'en-US': 'A value sent is malformed or out of range',
  },
  importTooLarge: { 'zh-CN': '文件不能超过 {0} MB', 'en-US': 'The file may not exceed {0} MB' },
  importUnpacksTooLarge: {
    'zh-CN': '文件解压后超过 {0} MB，请拆分后导入',
    'en-US': 'The file unpacks to more than {0} MB; split it before importing',
  },
  badPaging: { 'zh-CN': '分页参数无效', 'en-US': 'Invalid pageNo or pageSize' },
  badOffer: { 'zh-CN': '可选范围参数无效', 'en-US': 'The picker can only be narrowed on plain fields of the list' },
  notFound: { 'zh-CN': '数据不存在或已被删除', 'en-US': 'The record does not exist or was deleted' },
  someNotFound: { 'zh-CN': '部分数据不存在或已被删除：{0}', 'en-US': 'Some records do not exist or were deleted: {0}' },
  noIds: { 'zh-CN': '请选择要操作的数据', 'en-US': 'Select the records to act on' },
  duplicate: { 'zh-CN': '{0}已存在：{1}', 'en-US': '{0} is already taken: {1}' },
  noSuchReference: { 'zh-CN': '所选{0}不存在', 'en-US': 'The selected {0} does not exist' },
  statusNotAllowed: {
    'zh-CN': '“{0}”当前状态为{1}，不能{2}',
    'en-US': '"{0}" is {1}; it cannot be {2} from that status',
  },
  notEditableInStatus: {
    'zh-CN': '“{0}”当前状态为{1}，不能再修改或删除',
    'en-US': '"{0}" is {1}; it can no longer be changed or deleted',
  },
  conflict: { 'zh-CN': '数据已存在', 'en-US': 'The value is already taken' },
  concurrentWrite: {
    'zh-CN': '其他操作正在修改相同的数据，本次未保存，请重试',
    'en-US': 'Another change to the same data was under way; nothing was saved, please try again',
  },
  referenced: { 'zh-CN': '数据正在被其他数据引用，无法删除', 'en-US': 'The record is in use by other records' },
  stillReferenced: {
    'zh-CN': '该{0}仍被 {1}引用，不能删除',
    'en-US': 'This {0} is still referenced by {1}; it cannot be deleted',
  },
  referenceCount: { 'zh-CN': '{0} 个{1}', 'en-US': '{0} × {1}' },
  referencedBy: {
    'zh-CN': '该{0}仍被{1}引用，不能删除',
    'en-US': 'This {0} is still referenced by {1}; it cannot be deleted',
  },
  importNoFile: { 'zh-CN': '请上传 .xlsx 文件', 'en-US': 'Upload an .xlsx file' },
  importBadFile: {
    'zh-CN': '无法读取该文件，请使用导入模板',
    'en-US': 'The file cannot be read; use the import template',
  },
  importHeader: { 'zh-CN': '表头缺少列：{0}', 'en-US': 'The header row lacks the columns: {0}' },
  importTooMany: { 'zh-CN': '最多导入 {0} 行', 'en-US': 'At most {0} rows can be imported' },
  importTooFar: {
    'zh-CN': '表格超出范围：第 {0} 行、第 {1} 列以外不能有内容（最多导入 {2} 行）',
    'en-US':
      'The sheet reaches too far: nothing may lie beyond row {0} or column {1} (at most {2} rows can be imported)',
  },
  importEmpty: { 'zh-CN': '文件中没有数据行', 'en-US': 'The file has no data rows' },
  importFailed: { 'zh-CN': '{0} 行数据有误，未导入任何数据', 'en-US': '{0} rows have errors; nothing was imported' },
  importDone: { 'zh-CN': '成功导入 {0} 条数据', 'en-US': '{0} rows imported' },
  badCell: { 'zh-CN': '{0}的值无效：{1}', 'en-US': 'Invalid value for {0}: {1}' },
  duplicateInFile: { 'zh-CN': '{0}在文件中重复：{1}', 'en-US': '{0} appears twice in the file: {1}' },
  connectFailed: { 'zh-CN': '无法连接 {0}：{1}', 'en-US': 'Cannot connect to {0}: {1}' },
  forbidden: { 'zh-CN': '没有访问该数据的权限', 'en-US': 'You have no right to access these records' },
  yes: { 'zh-CN': '是', 'en-US': 'Yes' },
  no: { 'zh-CN': '否', 'en-US': 'No' },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function message(locale: Locale, key: MessageKey, ...args: (string | number)[]): string {
  return formatMessage(MESSAGES[key], locale, args);
}

/** Joins field titles the way each language lists them. */
export const listJoin = (locale: Locale, items: string[]) => items.join(locale === 'zh-CN' ? '、' : ', ');
