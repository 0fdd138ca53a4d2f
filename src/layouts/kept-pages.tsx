import { useEffect, useRef } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { Tab } from './tab-model';
import { PageErrorBoundary } from '../app/error-boundary';
import { PageForPath } from './page-for-path';

/**
 * Keep-alive: every open tab's page stays mounted, hidden while inactive, so its filters, form
 * input and scroll survive a switch. Each page sees its own address, not the active one.
 */
export function KeptPages({ tabs, activeKey, keepAlive }: { tabs: Tab[]; activeKey: string; keepAlive: boolean }) {
  const scroll = useRef(new Map<string, number>());
  const previous = useRef(activeKey);
  useEffect(() => {
    // The window scrolls, not the page: remember it per tab and put it back on return.
    scroll.current.set(previous.current, window.scrollY);
    previous.current = activeKey;
    window.scrollTo(0, scroll.current.get(activeKey) ?? 0);
  }, [activeKey]);
  const shown = keepAlive ? tabs : tabs.filter((tab) => tab.key === activeKey);
  return (
    <>
      {shown.map((tab) => {
        const search = tab.key.slice(tab.pathname.length);
        return (
          <div key={tab.key} data-tab-page={tab.key} style={{ display: tab.key === activeKey ? undefined : 'none' }}>
            <PageErrorBoundary>
              <Routes location={{ pathname: tab.pathname, search, hash: '', state: null, key: tab.key }}>
                <Route path="*" element={<PageForPath />} />
              </Routes>
            </PageErrorBoundary>
          </div>
        );
      })}
    </>
  );
}
