import './auth/restore-first';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installChunkErrorReporting } from './app/chunk-errors';
import { installTabCloseCleanup } from './auth/tab-close-cleanup';
import { hasEarlyAnswer } from './api/early-answers';
import { USER_INFO_URL } from './app/early-boot';
import { loadUserData, restoreFromStorage } from './auth/session-store';
import { getToken } from './auth/storage';
import { preloadForPath } from './app/preload';

/** How long the first render waits for the first screen's parts before it shows a loader instead. */
const FIRST_RENDER_WAIT_MS = 1_000;

installTabCloseCleanup();
installChunkErrorReporting();

/**
 * With a session, the first screen's parts (user data, layout and screen code, a list's first
 * page) are mostly in flight already (index.html asked ahead). Rendering once they are in draws
 * that screen in one pass, instead of a loader first and then the screen in slices.
 */
function firstScreenReady(): Promise<unknown> {
  const { pathname, search } = window.location;
  if (!getToken() || pathname.startsWith('/user')) return Promise.resolve();
  // index.html asked for the user data ahead: take it in now. Without that (a reload keeps it in
  // storage), restore it now, as the session gate would. A load still under way when the gate
  // renders is joined by it; a failed one is asked again by the gate, which reports the failure.
  const userData = hasEarlyAnswer(USER_INFO_URL) ? loadUserData() : Promise.resolve(restoreFromStorage());
  return Promise.all([userData, preloadForPath(pathname, search)]);
}

const render = () => {
  createRoot(document.getElementById('root')!).render(<App />);
};
void Promise.race([firstScreenReady(), new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]).then(
  render,
  render,
);
