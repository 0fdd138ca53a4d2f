import { API_CODES } from '../../src/meta/api-codes';
import { entry } from './entry';

const { VALIDATION_FAILED: INVALID, CONFLICT, STATUS_NOT_ALLOWED } = API_CODES;

/** Failures of trees, uploads, approval steps and station scope: rules beyond one field's value. */
export const STRUCTURE_ERRORS = {
  treeOwnParent: entry(INVALID, '不能把节点设为自己的上级', 'A node cannot be its own parent'),
  treeCycle: entry(
    INVALID,
    '不能把节点移动到它自己的下级“{0}”之下',
    'A node cannot move below its own descendant "{0}"',
  ),
  treeHasChildren: entry(
    CONFLICT,
    '“{0}”下还有{1}个下级节点，请先删除或移走下级节点',
    '"{0}" still has {1} child nodes; delete or move them first',
  ),
  treeBadParent: entry(INVALID, '上级节点无效', 'The parent node is not valid'),
  uploadNoFile: entry(INVALID, '请选择要上传的文件', 'Choose a file to upload'),
  uploadNoField: entry(INVALID, '该字段不能上传文件：{0}', 'This field takes no uploads: {0}'),
  uploadTooLarge: entry(INVALID, '{0}不能超过{1}', '{0} cannot be larger than {1}'),
  uploadBadType: entry(INVALID, '{0}不支持该文件类型', '{0} does not accept this kind of file'),
  sameUserStep: entry(
    STATUS_NOT_ALLOWED,
    '“{0}”的{1}不能由{2}本人执行',
    '"{0}": {1} cannot be done by the user who is its {2}',
  ),
  approvalByApplicant: entry(
    STATUS_NOT_ALLOWED,
    '“{0}”由您申请，{1}须由申请人以外的用户进行',
    'You applied for "{0}": {1} must be given by another user',
  ),
  approvalSameUser: entry(
    STATUS_NOT_ALLOWED,
    '“{0}”的上一级审批（{1}）由您完成，{2}须由另一位用户进行',
    '"{0}": you gave its earlier approval ({1}); {2} must be given by another user',
  ),
  approvedFieldLocked: entry(
    STATUS_NOT_ALLOWED,
    '“{0}”已有审批通过，{1}不能再修改；请驳回后重新申请',
    '"{0}" has been approved: its {1} can no longer change; reject it and apply again',
  ),
  notApprovedYet: entry(
    STATUS_NOT_ALLOWED,
    '“{0}”没有审批通过的记录，不能{1}',
    '"{0}" has no recorded approval; it cannot be {1}',
  ),
  approvedValuesChanged: entry(
    STATUS_NOT_ALLOWED,
    '“{0}”的{1}与审批通过时不一致，不能{2}',
    '"{0}": its {1} differs from what was approved; it cannot be {2}',
  ),
  outsideStations: entry(INVALID, '数据不属于您负责的场站', 'The record would not belong to your stations'),
} as const;
