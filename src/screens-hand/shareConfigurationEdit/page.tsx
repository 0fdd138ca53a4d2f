import { Navigate, useSearchParams } from 'react-router-dom';

/** Where the share rules live (schemas/entities/share-rule.json): their form is a page of its own. */
const SHARE_RULES_URL = '/system/shareConfiguration/list';

/**
 * New sharing rule at /system/shareConfiguration/shareConfigurationEdit (SPEC section 2, always
 * present): the share rule's own full-page form, `?id=<rule>` editing that rule. Saving goes back
 * to the share configuration list.
 */
export default function ShareConfigurationEditPage() {
  const id = useSearchParams()[0].get('id');
  const target = id && /^\d+$/.test(id) ? `${SHARE_RULES_URL}/edit/${id}` : `${SHARE_RULES_URL}/new`;
  return <Navigate to={target} replace />;
}
