import { issueTicket } from '../api/system-api';
import { RECONCILIATION_SITE } from './special-routes';

/** The reconciliation site's login address with a ticket; undefined when none was issued. */
export async function reconciliationLink(): Promise<string | undefined> {
  const answer = await issueTicket('reconciliation');
  const ticket = answer.data?.ticket;
  return ticket ? `${RECONCILIATION_SITE}?ticket=${encodeURIComponent(ticket)}` : undefined;
}

/**
 * Opens the reconciliation site in a new window, logged in by a short-lived single-use ticket
 * (never the session token itself). The window is opened before the ticket is asked for, while
 * the click still counts as the user's, so that pop-up blockers let it through. Answers whether
 * a ticket was issued.
 */
export async function openReconciliationSite(): Promise<boolean> {
  const popup = window.open('about:blank', '_blank');
  const target = await reconciliationLink().catch(() => undefined);
  if (!target) {
    popup?.close();
    return false;
  }
  if (popup) popup.location.href = target;
  else window.open(target, '_blank');
  return true;
}
