import { useEffect, useRef } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { Tab } from './tab-model';
import { PageErrorBoundary } from '../app/error-boundary';
import { PageForPath } from './page-for-path';

const pathOf = (key: string) => key.split('?')[0];

/**
 * Keep-alive: every open tab's page stays mounted, hidden while inactive, so its filters, form
 * input and scroll survive a switch. Each page sees its own address, not the active one.
 */
export function KeptPages({ tabs, activeKey, keepAlive }: { tabs: Tab[]; activeKey: string; keepAlive: boolean }) {
  const scroll = useRef(new Map<string, number>());
  const activePath = pathOf(activeKey);
  const previous = useRef(activePath);
  useEffect(() => {
    // The window scrolls, not the page: remember it per tab and put it back on return.
    scroll.current.set(previous.current, window.scrollY);
    previous.current = activePath;
    window.scrollTo(0, scroll.current.get(activePath) ?? 0);
  }, [activePath]);
  const shown = keepAlive ? tabs : tabs.filter((tab) => tab.pathname === activePath);
  // A path has one tab whatever its query: a list's new page, sort or filters only change the
  // address its page sees. Keyed by path, the page re-renders with the new query instead of
  // remounting (and refetching everything) when its tab's key changes.
  const pages = shown.some((tab) => tab.pathname === activePath)
    ? shown
    : [...shown, { key: activeKey, pathname: activePath }];
  return (
    <>
      {pages.map((tab) => {
        const active = tab.pathname === activePath;
        const key = active ? activeKey : tab.key;
        const search = key.slice(tab.pathname.length);
        return (
          <div key={tab.pathname} data-tab-page={key} style={{ display: active ? undefined : 'none' }}>
            <PageErrorBoundary>
              <Routes location={{ pathname: tab.pathname, search, hash: '', state: null, key }}>
                <Route path="*" element={<PageForPath />} />
              </Routes>
            </PageErrorBoundary>
          </div>
        );
      })}
    </>
  );
}
