import { message } from 'antd';
import { API_CODES } from '../meta/api-codes';
import { t } from '../i18n/i18n-store';
import { clearNamespace, getToken } from '../auth/storage';

/**
 * SPEC section 8's reactions to an answer, shared by every client. Kept apart from axios so
 * each client applies the same catalogue and the tests can drive it directly.
 */
export interface CatalogueHooks {
  reload(): void;
  schedule(fn: () => void, ms: number): void;
  notify(title: string, description: string): void;
}

// The notification component loads only when a 401 or 403 happens: the login page stays light.
const notifyError = (title: string, description: string) =>
  void import('./notify').then(({ notifyError: show }) => show(title, description));

const browserHooks: CatalogueHooks = {
  reload: () => window.location.reload(),
  schedule: (fn, ms) => void setTimeout(fn, ms),
  notify: notifyError,
};

let hooks = browserHooks;
// Set once a reaction has logged out and scheduled the reload: the calls still under way (or made
// without a token before the reload) then fail too, and one notice is all the user should see.
let leaving = false;

/** Tests replace reload and timers. */
export function setCatalogueHooks(next: CatalogueHooks | undefined): void {
  hooks = next ?? browserHooks;
  leaving = false;
}

export interface HttpFailure {
  status: number;
  body?: { msg?: string; message?: string } | null;
  /** The login call marks its own 401s: no logout and reload there. */
  isLogin: boolean;
}

export function onHttpFailure({ status, body, isLogin }: HttpFailure): void {
  const serverMessage = body?.msg ?? body?.message ?? '';
  if (status === 403) {
    hooks.notify(t('session.forbidden'), serverMessage);
    return;
  }
  if (status === 401 && !isLogin) {
    if (leaving) return;
    hooks.notify(t('session.unauthorized'), t('session.unauthorizedDetail'));
    if (getToken()) {
      leaving = true;
      clearNamespace();
      hooks.schedule(() => hooks.reload(), 1500);
    }
  }
}

/** Body code 2: the session expired or was revoked. The message shows once, then a reload. */
export function onBodyCode(code: number): void {
  if (code !== API_CODES.SESSION_EXPIRED) return;
  clearNamespace();
  if (leaving) return;
  leaving = true;
  message.error(t('session.tokenExpired'));
  hooks.schedule(() => hooks.reload(), 1000);
}
