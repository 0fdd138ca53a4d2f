import { PendingAreaPage } from '../pending-area-page';

/** Reconciliation contract detail at /business/accountingManagement/reconciliationContract1/detail (SPEC section 2, always present). The billing area's screen replaces this. */
export default function ReconciliationContractDetailPage() {
  return (
    <PendingAreaPage
      purpose={{
        'zh-CN': '与互联互通企业的对账合同：合同号、对方、状态，以及场站、结算记录和附件页签。',
        'en-US':
          'A reconciliation contract with an interconnection enterprise: number, counterparty and status, with tabs for its stations, settlement records and attachments.',
      }}
    />
  );
}
