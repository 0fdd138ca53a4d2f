import type { EntityHookMap, EntityHooks } from './entity-hooks';
import account from './account';
import activity from './activity';
import card from './card';
import carousel from './carousel';
import chargeLimit from './charge-limit';
import coupon from './coupon';
import fleetAllocation from './fleet-allocation';
import gun from './gun';
import electricityMeterFee from './electricity-meter-fee';
import interconnectionStation from './interconnection-station';
import interfaceError from './interface-error';
import labelTag from './label-tag';
import machineGoods from './machine-goods';
import invoiceRecord from './invoice-record';
import manualRecharge from './manual-recharge';
import member from './member';
import memberMessage from './member-message';
import pileCommand from './pile-command';
import promotion from './promotion';
import rechargeCheck from './recharge-check';
import refundRecord from './refund-record';
import unpaidBillAudit from './unpaid-bill-audit';
import vehicleAuth from './vehicle-auth';
import virtualCard from './virtual-card';

/**
 * The server hooks of each entity, by entity name: one file per entity in this folder
 * (`<kebab-name>.ts`, default export made with defineEntityHooks), listed here; what several share is
 * in `support/`.
 */
export const ENTITY_HOOKS: EntityHookMap = new Map<string, EntityHooks>([
  ['account', account],
  ['activity', activity],
  ['card', card],
  ['carousel', carousel],
  ['chargeLimit', chargeLimit],
  ['coupon', coupon],
  ['fleetAllocation', fleetAllocation],
  ['gun', gun],
  ['electricityMeterFee', electricityMeterFee],
  ['interconnectionStation', interconnectionStation],
  ['interfaceError', interfaceError],
  ['labelTag', labelTag],
  ['machineGoods', machineGoods],
  ['invoiceRecord', invoiceRecord],
  ['manualRecharge', manualRecharge],
  ['member', member],
  ['memberMessage', memberMessage],
  ['pileCommand', pileCommand],
  ['promotion', promotion],
  ['rechargeCheck', rechargeCheck],
  ['refundRecord', refundRecord],
  ['unpaidBillAudit', unpaidBillAudit],
  ['vehicleAuth', vehicleAuth],
  ['virtualCard', virtualCard],
]);

export { defineEntityHooks, type EntityHooks, type EntityHookMap } from './entity-hooks';
