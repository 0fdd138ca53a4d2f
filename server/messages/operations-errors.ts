import { API_CODES } from '../../src/meta/api-codes';
import { entry } from './entry';

const { VALIDATION_FAILED: INVALID, NOT_FOUND } = API_CODES;

/** Refusals of work orders, inspections, O&M staff, meters, vending machines and member messages. */
export const OPERATIONS_ERRORS = {
  sameAssignee: entry(INVALID, '改派须选择另一位处理人', 'Re-dispatch to someone other than the current assignee'),
  chooseAlarmOrStation: entry(INVALID, '请选择告警或场站', 'Choose the alarm or the station'),
  mandatoryItemsOpen: entry(INVALID, '必检项“{0}”还没有巡检结果，不能提交', 'Mandatory items without a result: {0}'),
  resultOutsideTask: entry(
    INVALID,
    '巡检结果中有不属于本任务的巡检项',
    "A result is for an item outside this task's checklist",
  ),
  staffDisabled: entry(INVALID, '运维人员“{0}”已停用，不能接收任务', '{0} is disabled and cannot take work'),
  chooseEnabledStaff: entry(INVALID, '请选择本商户在用的运维人员', 'Choose an enabled member of your O&M staff'),
  readingsRepeated: entry(INVALID, '每个时段只能填写一行读数', 'One row of readings per rate period'),
  noSuchMeter: entry(NOT_FOUND, '电表不存在', 'No such meter'),
  slotRepeated: entry(INVALID, '货道号{0}重复', 'Slot {0} appears twice'),
  noMessageMembers: entry(INVALID, '请选择要发送的会员', 'Choose the members to send to'),
} as const;
