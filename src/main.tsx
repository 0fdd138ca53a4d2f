import './auth/restore-first';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installChunkErrorReporting } from './app/chunk-errors';
import { installTabCloseCleanup } from './auth/tab-close-cleanup';
import { hasEarlyAnswer } from './api/early-answers';
import { USER_INFO_URL } from './app/early-boot';
import { loadUserData } from './auth/session-store';
import { getToken } from './auth/storage';
import { preloadForPath } from './app/preload';

installTabCloseCleanup();
installChunkErrorReporting();
// index.html asked for the user data ahead: take it in now rather than after the first render, so
// that the routes are there when the layout first renders. The session gate joins this load and
// reports a failure.
if (hasEarlyAnswer(USER_INFO_URL)) loadUserData().catch(() => undefined);
// With a session, the layout's and the screen's code load now, so they render without suspending.
if (getToken() && !window.location.pathname.startsWith('/user')) {
  preloadForPath(window.location.pathname, window.location.search);
}

createRoot(document.getElementById('root')!).render(<App />);
