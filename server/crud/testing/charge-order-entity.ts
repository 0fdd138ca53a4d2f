import type { MetaBundle } from '../../../src/meta/bundle';
import type { DictionaryFile, EntityFile } from '../../../src/meta/model';

/**
 * A bills-like entity used by the generic route tests and the API benchmark: money, numbers,
 * datetimes, a reference to a station, a status with actions, import and export. It exercises
 * every field kind the product's real schemas lean on without depending on one of them.
 */
export const CHARGE_ORDER_STATUS: DictionaryFile = {
  name: 'chargeOrderStatus',
  title: { 'zh-CN': '充电订单状态', 'en-US': 'Charge order status' },
  valueType: 'integer',
  items: [
    { value: 1, label: { 'zh-CN': '充电中', 'en-US': 'Charging' }, color: 'processing' },
    { value: 2, label: { 'zh-CN': '已完成', 'en-US': 'Finished' }, color: 'success' },
    { value: 3, label: { 'zh-CN': '异常', 'en-US': 'Abnormal' }, color: 'error' },
    { value: 4, label: { 'zh-CN': '已取消', 'en-US': 'Cancelled' }, color: 'default' },
  ],
};

const text = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });

export const CHARGE_ORDER: EntityFile = {
  name: 'chargeOrder',
  title: text('充电订单', 'Charge order'),
  service: 'bill',
  resource: 'chargeOrder',
  pageId: 'chargeOrderManage',
  menu: { url: '/business/chargeOrder', parent: 'stationManagement', sort: 99 },
  labelField: 'orderNo',
  statusField: 'status',
  fields: {
    orderNo: {
      type: 'string',
      title: text('订单号', 'Order number'),
      rules: 'required|lettersOrDigits',
      maxLength: 32,
      unique: true,
      sortable: true,
    },
    stationId: {
      type: 'reference',
      title: text('场站', 'Station'),
      ref: { entity: 'station', labelField: 'name' },
      rules: 'required',
    },
    memberMobile: { type: 'string', title: text('会员手机号', 'Member mobile'), rules: 'mobile', maxLength: 11 },
    status: {
      type: 'dict',
      title: text('订单状态', 'Order status'),
      dict: 'chargeOrderStatus',
      default: 1,
      readOnly: true,
    },
    amount: { type: 'money', title: text('订单金额', 'Amount'), rules: 'required', sortable: true },
    energy: { type: 'number', title: text('充电量', 'Energy'), precision: 3 },
    startTime: { type: 'datetime', title: text('开始时间', 'Start time'), rules: 'required', sortable: true },
    endTime: { type: 'datetime', title: text('结束时间', 'End time') },
    paid: { type: 'boolean', title: text('已支付', 'Paid'), default: false },
    remark: { type: 'text', title: text('备注', 'Remark'), maxLength: 200 },
  },
  list: {
    columns: ['orderNo', 'stationId', 'memberMobile', 'status', 'amount', 'energy', 'startTime', 'endTime', 'paid'],
    filters: ['orderNo', 'stationId', 'memberMobile', 'status', 'amount', 'startTime', 'paid'],
  },
  form: {
    fields: ['orderNo', 'stationId', 'memberMobile', 'amount', 'energy', 'startTime', 'endTime', 'paid', 'remark'],
  },
  detail: {
    groups: [{ title: text('订单', 'Order'), fields: ['orderNo', 'stationId', 'status', 'amount', 'startTime'] }],
  },
  statusActions: [
    { name: 'finish', title: text('结束', 'Finish'), action: 'finish', from: [1], to: 2 },
    { name: 'cancel', title: text('取消', 'Cancel'), action: 'cancel', from: [1, 3], to: 4 },
  ],
  import: {
    fields: ['orderNo', 'stationId', 'memberMobile', 'amount', 'energy', 'startTime', 'endTime', 'paid', 'remark'],
    maxRows: 50,
  },
  export: {
    fields: [
      'id',
      'orderNo',
      'stationId',
      'memberMobile',
      'status',
      'amount',
      'energy',
      'startTime',
      'endTime',
      'paid',
      'createdAt',
    ],
  },
};

/** The bundle with the charge order added beside the real schemas. */
export function withChargeOrder(bundle: MetaBundle): MetaBundle {
  return {
    entities: new Map([...bundle.entities, [CHARGE_ORDER.name, CHARGE_ORDER]]),
    dictionaries: new Map([...bundle.dictionaries, [CHARGE_ORDER_STATUS.name, CHARGE_ORDER_STATUS]]),
    menuItems: bundle.menuItems,
  };
}
