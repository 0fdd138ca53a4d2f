/**
 * The multi-tab bar as pure state (SPEC sections 4 and 5): tabs keyed by full path, a new
 * address replaces the older tab of the same path, the last tab never closes, closing left or
 * right is refused when nothing is there.
 */
export interface Tab {
  /** pathname + search: the tab's identity. */
  key: string;
  pathname: string;
}

export type TabRefusal = 'onlyOne' | 'noLeft' | 'noRight';
export type CloseResult = { tabs: Tab[]; activate?: string } | { refused: TabRefusal };

export function openTab(tabs: Tab[], pathname: string, search: string): Tab[] {
  const key = pathname + search;
  if (tabs.some((tab) => tab.key === key)) return tabs;
  const same = tabs.findIndex((tab) => tab.pathname === pathname);
  if (same >= 0) return tabs.map((tab, index) => (index === same ? { key, pathname } : tab));
  return [...tabs, { key, pathname }];
}

/**
 * A redirect replaces the address: the new page takes the place of the tab it replaced instead
 * of leaving that tab behind (an address like `/` that only leads to the home page has no
 * page, hence no title, of its own).
 */
export function replaceTab(tabs: Tab[], replacedKey: string, pathname: string, search: string): Tab[] {
  const at = tabs.findIndex((tab) => tab.key === replacedKey);
  if (at < 0) return openTab(tabs, pathname, search);
  const others = tabs.filter((_, index) => index !== at);
  if (others.some((tab) => tab.pathname === pathname)) return openTab(others, pathname, search);
  return tabs.map((tab, index) => (index === at ? { key: pathname + search, pathname } : tab));
}

export function closeTab(tabs: Tab[], key: string, activeKey: string): CloseResult {
  if (tabs.length <= 1) return { refused: 'onlyOne' };
  const index = tabs.findIndex((tab) => tab.key === key);
  if (index < 0) return { tabs };
  const rest = tabs.filter((tab) => tab.key !== key);
  if (key !== activeKey) return { tabs: rest };
  return { tabs: rest, activate: rest[Math.min(index, rest.length - 1)].key };
}

export function closeRight(tabs: Tab[], key: string, activeKey: string): CloseResult {
  const index = tabs.findIndex((tab) => tab.key === key);
  if (index < 0 || index === tabs.length - 1) return { refused: 'noRight' };
  const rest = tabs.slice(0, index + 1);
  return { tabs: rest, activate: rest.some((tab) => tab.key === activeKey) ? undefined : key };
}

export function closeLeft(tabs: Tab[], key: string, activeKey: string): CloseResult {
  const index = tabs.findIndex((tab) => tab.key === key);
  if (index <= 0) return { refused: 'noLeft' };
  const rest = tabs.slice(index);
  return { tabs: rest, activate: rest.some((tab) => tab.key === activeKey) ? undefined : key };
}

/** Close all keeps the given tab: the last tab never closes. */
export function closeAll(tabs: Tab[], key: string): CloseResult {
  if (tabs.length <= 1) return { refused: 'onlyOne' };
  const keep = tabs.find((tab) => tab.key === key) ?? tabs[0];
  return { tabs: [keep], activate: keep.key };
}
