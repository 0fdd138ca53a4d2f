/**
 * What both big screens share: the signed-in user's session as the web app keeps it in
 * localStorage (namespace "pro__", entries { value, expire }), calls to the product's API with
 * it, the interface language, and number formats.
 */

const TOKEN_KEY = 'pro__Access-Token';
const LOCALE_KEY = 'app__locale';

/** The session token, or undefined when there is none or it has lapsed. */
export function readToken() {
  try {
    const entry = JSON.parse(localStorage.getItem(TOKEN_KEY) ?? 'null');
    if (!entry || typeof entry.value !== 'string') return undefined;
    if (entry.expire !== null && entry.expire < Date.now()) return undefined;
    return entry.value;
  } catch {
    return undefined;
  }
}

export const isEnglish = () => localStorage.getItem(LOCALE_KEY) === 'en-US';
/** The text of the interface's language. */
export const say = (zh, en) => (isEnglish() ? en : zh);

/** The session is gone (none, expired or revoked): the screen asks to sign in again. */
export class SessionError extends Error {}

/** POST to the API with the session token; the answer's data, or an error with the server's message. */
export async function api(path, body) {
  const token = readToken();
  if (!token) throw new SessionError('no session');
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body ?? {}),
  });
  if (response.status === 401) throw new SessionError('unauthorized');
  const answer = await response.json().catch(() => ({ code: -1, msg: `HTTP ${response.status}` }));
  if (answer.code === 2) throw new SessionError(answer.msg);
  if (response.status === 403) throw new Error(answer.msg || 'Forbidden');
  if (answer.code !== 0) throw new Error(answer.msg || `code ${answer.code}`);
  return answer.data;
}

/** Every figure of a set, asked at once; a figure that fails is an Error in its place. */
export async function loadFigures(figures) {
  const entries = await Promise.all(
    Object.entries(figures).map(async ([key, figure]) => {
      try {
        return [key, await api(figure.path, figure.body)];
      } catch (error) {
        if (error instanceof SessionError) throw error;
        return [key, error instanceof Error ? error : new Error(String(error))];
      }
    }),
  );
  return Object.fromEntries(entries);
}

/** The big-screen configuration of the seller, or its defaults when it cannot be read. */
export async function loadScreenConfig() {
  const defaults = {
    title: say('智慧充电运营监控中心', 'Charging operations centre'),
    kpi1: 'chargeKwh',
    kpi2: 'chargeCount',
    kpi3: 'revenue',
    kpi4: 'pileOnlineRate',
    refreshSec: 30,
  };
  try {
    const config = await api('/api/config/homeConfiguration/get', {});
    return { ...defaults, ...Object.fromEntries(Object.entries(config ?? {}).filter(([, v]) => v !== null)) };
  } catch (error) {
    if (error instanceof SessionError) throw error;
    return defaults;
  }
}

const locale = () => (isEnglish() ? 'en-US' : 'zh-CN');
export const formatNumber = (value, digits = 0) =>
  Number(value ?? 0).toLocaleString(locale(), { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** Fen as yuan. */
export const formatYuan = (fen) => formatNumber(Number(fen ?? 0) / 100, 2);
export const formatTime = (date) => date.toLocaleTimeString(locale(), { hour12: false });

/** A summary measure of an aggregate answer (0 when the answer failed). */
export const summary = (answer, measure) => (answer instanceof Error ? 0 : Number(answer?.summary?.[measure] ?? 0));

/** Creates an SVG element with attributes. */
export function svg(tag, attributes = {}, text) {
  const element = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  if (text !== undefined) element.textContent = text;
  return element;
}

/**
 * Runs `refresh` now and every `seconds` (at least 5 s), so that the screen's figures move on
 * their own; a lost session stops it and calls `onSession`.
 */
export function keepFresh(refresh, seconds, onSession) {
  const period = Math.max(5, Number(seconds) || 30) * 1000;
  const run = async () => {
    try {
      await refresh();
    } catch (error) {
      if (error instanceof SessionError) return onSession();
    }
    setTimeout(run, period);
  };
  void run();
}
