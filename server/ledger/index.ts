export {
  postBalanceChange,
  newFlowNo,
  LEDGER_EVENTS,
  type BalanceChange,
  type LedgerEntry,
  type LedgerEvent,
} from './post-balance-change';
export { reconcileAccounts, type ReconciliationReport, type LedgerMismatch } from './reconcile';
