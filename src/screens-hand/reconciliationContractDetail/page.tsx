import { useLocation } from 'react-router-dom';
import { entityRouteFor } from '../../screens/entity-routes';
import { entityScreen } from '../../screens/entity-screens';

const CONTRACTS_URL = '/business/accountingManagement/reconciliationContract1';

// The contracts' own list and detail, mounted below this page's url: a contract opened from the
// list lands here, at `<list>/detail/<id>`, with its tabs.
const ContractList = entityScreen(entityRouteFor('')!, 'reconciliationContract', CONTRACTS_URL);
const ContractDetail = entityScreen(entityRouteFor('detail/0')!, 'reconciliationContract', CONTRACTS_URL);

/**
 * Reconciliation contract detail at /business/accountingManagement/reconciliationContract1/detail
 * (SPEC section 2, always present): a contract's detail with its stations, or, without a
 * contract in the address, the contracts to choose one from.
 */
export default function ReconciliationContractDetailPage() {
  const { pathname } = useLocation();
  return /\/detail\/[^/]+$/.test(pathname) ? <ContractDetail /> : <ContractList />;
}
