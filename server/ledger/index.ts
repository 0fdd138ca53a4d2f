export {
  postBalanceChange,
  newFlowNo,
  flowNoFor,
  LEDGER_EVENTS,
  type BalanceChange,
  type LedgerEntry,
  type LedgerEvent,
} from './post-balance-change';
export { postBalanceChanges } from './post-balance-changes';
export { reconcileAccounts, type ReconciliationReport, type LedgerMismatch } from './reconcile';
