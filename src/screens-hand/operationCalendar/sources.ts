import dispatchPlanStatus from '../../../schemas/dictionaries/dispatch-plan-status.json';
import inspectionStatus from '../../../schemas/dictionaries/inspection-status.json';
import opsWorkOrderStatus from '../../../schemas/dictionaries/ops-work-order-status.json';
import shift from '../../../schemas/dictionaries/shift.json';
import appointmentStatus from '../../../schemas/dictionaries/appointment-status.json';
import type { LocalizedText } from '../../meta/model';

interface DictionaryItem {
  value: string | number;
  label: LocalizedText;
  color?: string;
}

/** One kind of dated rows the calendar can show: where to read them and how to name them. */
export interface CalendarSource {
  key: string;
  title: LocalizedText;
  /** The entity's page route and its list url (a row opens at `<url>/detail/<id>`). */
  page: string;
  url: string;
  dateField: string;
  labelField: string;
  /** The field whose dictionary colours the entry. */
  tagField: string;
  tags: DictionaryItem[];
}

export const CALENDAR_SOURCES: CalendarSource[] = [
  {
    key: 'inspection',
    title: { 'zh-CN': '巡检任务', 'en-US': 'Inspections' },
    page: '/api/operation/inspectionTask/page',
    url: '/operation/inspection/task',
    dateField: 'planDate',
    labelField: 'taskNo',
    tagField: 'status',
    tags: inspectionStatus.items,
  },
  {
    key: 'workOrder',
    title: { 'zh-CN': '工单截止', 'en-US': 'Work order deadlines' },
    page: '/api/operation/workOrder/page',
    url: '/operation/workOrder/order',
    dateField: 'deadline',
    labelField: 'title',
    tagField: 'status',
    tags: opsWorkOrderStatus.items,
  },
  {
    key: 'roster',
    title: { 'zh-CN': '排班', 'en-US': 'Duty roster' },
    page: '/api/operation/dutySchedule/page',
    url: '/operation/scheduling/roster',
    dateField: 'dutyDate',
    labelField: 'staffId',
    tagField: 'shift',
    tags: shift.items,
  },
  {
    key: 'dispatch',
    title: { 'zh-CN': '调度计划', 'en-US': 'Dispatch plans' },
    page: '/api/operation/dispatchPlan/page',
    url: '/operation/scheduling/plan',
    dateField: 'planDate',
    labelField: 'name',
    tagField: 'status',
    tags: dispatchPlanStatus.items,
  },
  {
    key: 'reservation',
    title: { 'zh-CN': '公交预约', 'en-US': 'Bus reservations' },
    page: '/api/operation/busAppointment/page',
    url: '/operation/busReservation/reservation',
    dateField: 'startTime',
    labelField: 'plateNo',
    tagField: 'status',
    tags: appointmentStatus.items,
  },
];
