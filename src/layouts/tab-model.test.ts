import { describe, expect, it } from 'vitest';
import { closeAll, closeLeft, closeRight, closeTab, openTab, replaceTab, type Tab } from './tab-model';

const tabs = (...keys: string[]): Tab[] => keys.map((key) => ({ key, pathname: key.split('?')[0] }));

describe('tab model (SPEC sections 4 and 5)', () => {
  it('keys tabs by full path and replaces an older tab of the same path', () => {
    let open = openTab([], '/a', '');
    open = openTab(open, '/b', '?x=1');
    expect(open.map((tab) => tab.key)).toEqual(['/a', '/b?x=1']);
    open = openTab(open, '/b', '?x=2');
    expect(open.map((tab) => tab.key)).toEqual(['/a', '/b?x=2']);
    expect(openTab(open, '/a', '')).toBe(open);
  });
  it('lets a redirect take the place of the tab it replaced', () => {
    expect(replaceTab(tabs('/'), '/', '/home', '')).toEqual(tabs('/home'));
    expect(replaceTab(tabs('/a', '/', '/c'), '/', '/home', '')).toEqual(tabs('/a', '/home', '/c'));
    // Redirected to a page already open: that tab stays, the replaced one goes.
    expect(replaceTab(tabs('/home', '/x'), '/x', '/home', '?tab=2')).toEqual(tabs('/home?tab=2'));
    // The replaced address had no tab (already closed): the page opens one as usual.
    expect(replaceTab(tabs('/a'), '/gone', '/b', '')).toEqual(tabs('/a', '/b'));
  });
  it('refuses to close the only tab', () => {
    expect(closeTab(tabs('/a'), '/a', '/a')).toEqual({ refused: 'onlyOne' });
    expect(closeAll(tabs('/a'), '/a')).toEqual({ refused: 'onlyOne' });
  });
  it('closing the active tab activates its neighbour', () => {
    expect(closeTab(tabs('/a', '/b', '/c'), '/b', '/b')).toEqual({ tabs: tabs('/a', '/c'), activate: '/c' });
    expect(closeTab(tabs('/a', '/b'), '/b', '/b')).toEqual({ tabs: tabs('/a'), activate: '/a' });
    expect(closeTab(tabs('/a', '/b'), '/a', '/b')).toEqual({ tabs: tabs('/b') });
  });
  it('refuses close right or left when nothing is there', () => {
    expect(closeRight(tabs('/a', '/b'), '/b', '/b')).toEqual({ refused: 'noRight' });
    expect(closeLeft(tabs('/a', '/b'), '/a', '/a')).toEqual({ refused: 'noLeft' });
  });
  it('closes right and left of a tab, activating it when the active one went', () => {
    expect(closeRight(tabs('/a', '/b', '/c'), '/a', '/c')).toEqual({ tabs: tabs('/a'), activate: '/a' });
    expect(closeLeft(tabs('/a', '/b', '/c'), '/b', '/c')).toEqual({ tabs: tabs('/b', '/c'), activate: undefined });
  });
  it('close all keeps one tab', () => {
    expect(closeAll(tabs('/a', '/b', '/c'), '/b')).toEqual({ tabs: tabs('/b'), activate: '/b' });
  });
});
