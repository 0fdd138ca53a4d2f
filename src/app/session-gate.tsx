import { message } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { redeemTicket } from '../api/system-api';
import { decideGuard, loginRedirect } from '../auth/guard';
import { loadUserData, restoreFromStorage, signIn, signOut } from '../auth/session-store';
import { useSession } from '../auth/use-session';
import { t } from '../i18n/i18n-store';
import { API_CODES } from '../meta/api-codes';
import { PageLoading } from './page-loading';
import { preloadForPath } from './preload';

/** Applies SPEC section 4's guards to every navigation. */
export function SessionGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const decision = decideGuard({
    pathname: location.pathname,
    search: location.search,
    hasToken: Boolean(session.token),
    routesLoaded: Boolean(session.routes),
    homePath: session.routes?.homePath,
  });

  useEffect(() => {
    if (busy) return;
    if (decision.kind === 'autoLogin') {
      // A ticket is good once: the address may still carry it for a render after the login.
      if (redeemed.has(decision.ticket)) return;
      redeemed.add(decision.ticket);
      setBusy(true);
      void autoLogin(decision.ticket)
        .then(() => navigate(decision.target, { replace: true }))
        .catch(() => {
          message.error(t('session.autoLoginFailed'));
          navigate('/user/login', { replace: true });
        })
        .finally(() => setBusy(false));
    } else if (decision.kind === 'loadUserData') {
      preloadForPath(location.pathname, location.search);
      if (restoreFromStorage()) return;
      setBusy(true);
      loadUserData()
        .catch(async (error: Error) => {
          // SPEC section 4's start-up message, with section 8's specific one beside it.
          message.error(`${t('session.startFailed')}（${error.message}）`);
          await signOut();
          navigate(loginRedirect(location.pathname, location.search), { replace: true });
        })
        .finally(() => setBusy(false));
    }
  }, [decision.kind, busy, location.pathname, location.search, navigate, decision]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind !== 'allow' || busy) return <PageLoading />;
  return <>{children}</>;
}

/** Tickets this page has redeemed already. */
const redeemed = new Set<string>();

/** The auto-login link carries a signed ticket; the server turns it into a session. */
async function autoLogin(ticket: string): Promise<void> {
  const answer = await redeemTicket(ticket);
  const data = answer.data as { token?: string; sellerNumber?: string } | undefined;
  if (answer.code !== API_CODES.OK || !data?.token) throw new Error(answer.msg);
  signIn(data.token, data.sellerNumber ?? '');
  await loadUserData();
}
