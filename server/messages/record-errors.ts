import { API_CODES } from '../../src/meta/api-codes';
import { entry } from './entry';

const { VALIDATION_FAILED: INVALID, NOT_FOUND, CONFLICT } = API_CODES;

/** Failures of the generic record routes: lists, writes, statuses, references and imports. */
export const RECORD_ERRORS = {
  invalid: entry(INVALID, '以下字段校验未通过：{0}', 'These fields are not valid: {0}'),
  unknownFilter: entry(INVALID, '不支持的筛选字段：{0}', 'These fields cannot be filtered on: {0}'),
  unknownSort: entry(INVALID, '不支持的排序字段：{0}', 'The list cannot be sorted by: {0}'),
  badFilterValue: entry(INVALID, '筛选值无效：{0}', 'Invalid filter value for: {0}'),
  badAggregate: entry(INVALID, '不支持的统计维度或指标：{0}', 'These cannot be grouped or measured: {0}'),
  badValue: entry(INVALID, '有值格式不正确或超出范围', 'A value sent is malformed or out of range'),
  badPaging: entry(INVALID, '分页参数无效', 'Invalid pageNo or pageSize'),
  badOffer: entry(
    INVALID,
    '可选范围参数无效',
    'The picker can only be narrowed on plain fields of the list, with values they can hold',
  ),
  notFound: entry(NOT_FOUND, '数据不存在或已被删除', 'The record does not exist or was deleted'),
  someNotFound: entry(NOT_FOUND, '部分数据不存在或已被删除：{0}', 'Some records do not exist or were deleted: {0}'),
  noIds: entry(INVALID, '请选择要操作的数据', 'Select the records to act on'),
  duplicate: entry(CONFLICT, '{0}已存在：{1}', '{0} is already taken: {1}'),
  noSuchReference: entry(INVALID, '所选{0}不存在', 'The selected {0} does not exist'),
  notAssignableUser: entry(
    INVALID,
    '所选{0}须为本商户启用的{1}人员',
    'The selected {0} must be an enabled user of this operator of type {1}',
  ),
  notUserField: entry(INVALID, '“{0}”不是可选择用户的字段', '"{0}" is not a field that picks a user'),
  statusNotAllowed: entry(INVALID, '“{0}”当前状态为{1}，不能{2}', '"{0}" is {1}; it cannot be {2} from that status'),
  notEditableInStatus: entry(
    INVALID,
    '“{0}”当前状态为{1}，不能再修改或删除',
    '"{0}" is {1}; it can no longer be changed or deleted',
  ),
  rowLocked: entry(INVALID, '“{0}”不允许此操作', '"{0}" does not allow this action'),
  concurrentWrite: entry(
    CONFLICT,
    '其他操作正在修改相同的数据，本次未保存，请重试',
    'Another change to the same data was under way; nothing was saved, please try again',
  ),
  referenced: entry(CONFLICT, '数据正在被其他数据引用，无法删除', 'The record is in use by other records'),
  stillReferenced: entry(
    INVALID,
    '该{0}仍被 {1}引用，不能删除',
    'This {0} is still referenced by {1}; it cannot be deleted',
  ),
  referencedBy: entry(
    INVALID,
    '该{0}仍被{1}引用，不能删除',
    'This {0} is still referenced by {1}; it cannot be deleted',
  ),
  connectFailed: entry(INVALID, '无法连接 {0}：{1}', 'Cannot connect to {0}: {1}'),
  forbidden: entry(403, '没有访问该数据的权限', 'You have no right to access these records'),
  importNoFile: entry(INVALID, '请上传 .xlsx 文件', 'Upload an .xlsx file'),
  importBadFile: entry(INVALID, '无法读取该文件，请使用导入模板', 'The file cannot be read; use the import template'),
  importTooLarge: entry(INVALID, '文件不能超过 {0} MB', 'The file may not exceed {0} MB'),
  importUnpacksTooLarge: entry(
    INVALID,
    '文件解压后超过 {0} MB，请拆分后导入',
    'The file unpacks to more than {0} MB; split it before importing',
  ),
  importHeader: entry(INVALID, '表头缺少列：{0}', 'The header row lacks the columns: {0}'),
  importTooMany: entry(INVALID, '最多导入 {0} 行', 'At most {0} rows can be imported'),
  importTooFar: entry(
    INVALID,
    '表格超出范围：第 {0} 行、第 {1} 列以外不能有内容（最多导入 {2} 行）',
    'The sheet reaches too far: nothing may lie beyond row {0} or column {1} (at most {2} rows can be imported)',
  ),
  importEmpty: entry(INVALID, '文件中没有数据行', 'The file has no data rows'),
  importFailed: entry(INVALID, '{0} 行数据有误，未导入任何数据', '{0} rows have errors; nothing was imported'),
  badCell: entry(INVALID, '{0}的值无效：{1}', 'Invalid value for {0}: {1}'),
  duplicateInFile: entry(INVALID, '{0}在文件中重复：{1}', '{0} appears twice in the file: {1}'),
} as const;
