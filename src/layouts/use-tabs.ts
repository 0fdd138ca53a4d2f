import { message } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useI18n } from '../i18n/use-i18n';
import {
  closeAll,
  closeLeft,
  closeRight,
  closeTab,
  openTab,
  replaceTab,
  type CloseResult,
  type Tab,
} from './tab-model';

export type TabAction = 'closeCurrent' | 'closeRight' | 'closeLeft' | 'closeAll';
const REFUSALS = { onlyOne: 'tabs.onlyOne', noLeft: 'tabs.noLeft', noRight: 'tabs.noRight' } as const;

/** The open tabs follow the address; closing applies the tab model and reports its refusals. */
export function useTabs() {
  const { t } = useI18n();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const activeKey = location.pathname + location.search;
  const [tabs, setTabs] = useState<Tab[]>(() => openTab([], location.pathname, location.search));
  const shownKey = useRef(activeKey);

  useEffect(() => {
    const replaced = shownKey.current;
    shownKey.current = location.pathname + location.search;
    setTabs((current) =>
      navigationType === 'REPLACE'
        ? replaceTab(current, replaced, location.pathname, location.search)
        : openTab(current, location.pathname, location.search),
    );
  }, [location.pathname, location.search, navigationType]);

  const apply = useCallback(
    (result: CloseResult) => {
      if ('refused' in result) {
        message.warning(t(REFUSALS[result.refused]));
        return;
      }
      setTabs(result.tabs);
      if (result.activate && result.activate !== activeKey) navigate(result.activate);
    },
    [activeKey, navigate, t],
  );

  const act = useCallback(
    (action: TabAction, key: string) => {
      if (action === 'closeCurrent') apply(closeTab(tabs, key, activeKey));
      if (action === 'closeRight') apply(closeRight(tabs, key, activeKey));
      if (action === 'closeLeft') apply(closeLeft(tabs, key, activeKey));
      if (action === 'closeAll') apply(closeAll(tabs, key));
    },
    [tabs, activeKey, apply],
  );
  return { tabs, activeKey, act, select: (key: string) => navigate(key) };
}
