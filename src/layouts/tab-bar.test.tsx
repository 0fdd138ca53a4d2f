// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabBar } from './tab-bar';

afterEach(cleanup);

const TABS = [
  { key: '/home', pathname: '/home' },
  { key: '/account/settings/base', pathname: '/account/settings/base' },
];

function renderBar() {
  const onSelect = vi.fn();
  const onAction = vi.fn();
  render(
    <TabBar
      tabs={TABS}
      activeKey="/account/settings/base"
      titleOf={(pathname) => ({ 'zh-CN': pathname, 'en-US': pathname })}
      onSelect={onSelect}
      onAction={onAction}
    />,
  );
  return { onSelect, onAction };
}

describe('tab context menu (SPEC section 5)', () => {
  it('applies the picked action to its tab without activating that tab', async () => {
    const { onSelect, onAction } = renderBar();
    fireEvent.contextMenu(screen.getByText('/home'));
    fireEvent.click(await screen.findByText('关闭当前'));
    expect(onAction).toHaveBeenCalledExactlyOnceWith('closeCurrent', '/home');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('still activates a tab on a plain click', () => {
    const { onSelect, onAction } = renderBar();
    fireEvent.click(screen.getByText('/home'));
    expect(onSelect).toHaveBeenCalledWith('/home');
    expect(onAction).not.toHaveBeenCalled();
  });
});
