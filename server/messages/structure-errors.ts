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
  outsideStations: entry(INVALID, '数据不属于您负责的场站', 'The record would not belong to your stations'),
} as const;
