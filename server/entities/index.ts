import type { EntityHookMap, EntityHooks } from './entity-hooks';
import abnormalBill from './abnormal-bill';
import account from './account';
import activity from './activity';
import alarmWorkOrder from './alarm-work-order';
import badDebtBill from './bad-debt-bill';
import billingIssueRecord from './billing-issue-record';
import billingTemplate from './billing-template';
import card from './card';
import carousel from './carousel';
import chargeLimit from './charge-limit';
import comment from './comment';
import coupon from './coupon';
import faultReport from './fault-report';
import fleetAllocation from './fleet-allocation';
import gun from './gun';
import inspectionTask from './inspection-task';
import electricityMeterFee from './electricity-meter-fee';
import interconnectionStation from './interconnection-station';
import interfaceError from './interface-error';
import labelTag from './label-tag';
import machineGoods from './machine-goods';
import invoiceRecord from './invoice-record';
import ledgerReversal from './ledger-reversal';
import manualRecharge from './manual-recharge';
import member from './member';
import memberMessage from './member-message';
import outstandingBill from './outstanding-bill';
import pile from './pile';
import pileChargingThreshold from './pile-charging-threshold';
import pileCommand from './pile-command';
import pileTable from './pile-table';
import promotion from './promotion';
import rechargeCheck from './recharge-check';
import refundRecord from './refund-record';
import role from './role';
import user from './user';
import serverSeller from './server-seller';
import refundApplication from './refund-application';
import rechargeBatch from './recharge-batch';
import stationUnit from './station-unit';
import temporaryStation from './temporary-station';
import siteTable from './site-table';
import unpaidBillAudit from './unpaid-bill-audit';
import upgradeTask from './upgrade-task';
import vehicleAuth from './vehicle-auth';
import vinWhitelist from './vin-whitelist';
import virtualCard from './virtual-card';
import workOrder from './work-order';

/**
 * The server hooks of each entity, by entity name: one file per entity in this folder
 * (`<kebab-name>.ts`, default export made with defineEntityHooks), listed here; what several share is
 * in `support/`.
 */
export const ENTITY_HOOKS: EntityHookMap = new Map<string, EntityHooks>([
  ['abnormalBill', abnormalBill],
  ['account', account],
  ['activity', activity],
  ['alarmWorkOrder', alarmWorkOrder],
  ['badDebtBill', badDebtBill],
  ['billingIssueRecord', billingIssueRecord],
  ['billingTemplate', billingTemplate],
  ['card', card],
  ['carousel', carousel],
  ['chargeLimit', chargeLimit],
  ['comment', comment],
  ['coupon', coupon],
  ['faultReport', faultReport],
  ['fleetAllocation', fleetAllocation],
  ['gun', gun],
  ['inspectionTask', inspectionTask],
  ['electricityMeterFee', electricityMeterFee],
  ['interconnectionStation', interconnectionStation],
  ['interfaceError', interfaceError],
  ['labelTag', labelTag],
  ['machineGoods', machineGoods],
  ['invoiceRecord', invoiceRecord],
  ['ledgerReversal', ledgerReversal],
  ['manualRecharge', manualRecharge],
  ['member', member],
  ['memberMessage', memberMessage],
  ['outstandingBill', outstandingBill],
  ['pile', pile],
  ['pileChargingThreshold', pileChargingThreshold],
  ['pileCommand', pileCommand],
  ['pileTable', pileTable],
  ['promotion', promotion],
  ['rechargeCheck', rechargeCheck],
  ['refundRecord', refundRecord],
  ['role', role],
  ['user', user],
  ['serverSeller', serverSeller],
  ['temporaryStation', temporaryStation],
  ['refundApplication', refundApplication],
  ['rechargeBatch', rechargeBatch],
  ['stationUnit', stationUnit],
  ['siteTable', siteTable],
  ['unpaidBillAudit', unpaidBillAudit],
  ['upgradeTask', upgradeTask],
  ['vehicleAuth', vehicleAuth],
  ['vinWhitelist', vinWhitelist],
  ['virtualCard', virtualCard],
  ['workOrder', workOrder],
]);

export { defineEntityHooks, type EntityHooks, type EntityHookMap } from './entity-hooks';
