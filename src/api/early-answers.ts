import type { EarlyAnswer, EarlyRequest } from '../app/early-boot';
import { getToken } from '../auth/storage';
import { onBodyCode } from './error-catalogue';

type EarlyWindow = Window & { __earlyRequests?: Record<string, EarlyRequest> };

/** How a POST asked ahead is filed (app/early-boot files it the same way). */
export const earlyPostKey = (url: string, body: string) => `POST ${url} ${body}`;

/** Whether index.html's start-up script asked for `url` ahead (and nobody took it yet). */
export const hasEarlyAnswer = (url: string, win: Window = window) =>
  Boolean((win as EarlyWindow).__earlyRequests?.[url]);

/**
 * The answer index.html's start-up script asked for ahead (app/early-boot), taken once; only
 * if it went out with the token now in use. Undefined when there is none.
 */
export function takeEarlyAnswer(url: string, token: string | undefined, win: Window = window) {
  const requests = (win as EarlyWindow).__earlyRequests;
  const request = requests?.[url];
  if (!request) return undefined;
  delete requests[url];
  return request.token === token ? request.answer : undefined;
}

/**
 * The early answer when it is a plain success of the HTTP exchange (status 200 with an API
 * body); anything else (a failure, a 401, no answer) is asked again through `ask`, so that the
 * client's error catalogue reacts to it exactly as usual.
 */
export async function earlyOr<Body extends { code: number }>(
  url: string,
  token: string | undefined,
  ask: () => Promise<Body>,
  onBody: (body: Body) => void,
  win: Window = window,
): Promise<Body> {
  const early: EarlyAnswer | undefined = await takeEarlyAnswer(url, token, win);
  const body = early?.body as Body | undefined;
  if (early?.status === 200 && body && typeof body === 'object' && typeof body.code === 'number') {
    onBody(body);
    return body;
  }
  return ask();
}

/**
 * earlyOr with the session's token and the error catalogue's reaction to the body code: what
 * every caller of the app uses.
 */
export const earlyOrAsk = <Body extends { code: number }>(key: string, ask: () => Promise<Body>) =>
  earlyOr(key, getToken(), ask, (body) => onBodyCode(body.code));
