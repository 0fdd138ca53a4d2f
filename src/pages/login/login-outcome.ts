import { API_CODES, type ApiResponse } from '../../meta/api-codes';
import type { LoginData } from '../../api/system-api';
import type { MessageKey } from '../../i18n/messages';

/** SPEC section 8's login codes, as one decision the page acts on. */
export type LoginOutcome =
  | { kind: 'success'; token: string }
  | { kind: 'ipLogin'; ticket: string }
  | { kind: 'captcha'; text: string }
  | { kind: 'error'; text?: string; key?: MessageKey };

export function loginOutcome(answer: ApiResponse<LoginData | null>): LoginOutcome {
  const data = answer.data ?? undefined;
  if (answer.code === API_CODES.OK && data?.token) return { kind: 'success', token: data.token };
  if (answer.code === API_CODES.LOGIN_WRONG_DETAILS || answer.code === API_CODES.LOGIN_WRONG_PASSWORD) {
    return { kind: 'error', key: 'login.wrongDetails' };
  }
  if (answer.code === API_CODES.LOGIN_IP_NOT_ALLOWED)
    return { kind: 'ipLogin', ticket: String(data?.ipLoginTicket ?? '') };
  if (answer.code === API_CODES.LOGIN_CAPTCHA) return { kind: 'captcha', text: answer.msg };
  return answer.msg ? { kind: 'error', text: answer.msg } : { kind: 'error', key: 'login.serverError' };
}
