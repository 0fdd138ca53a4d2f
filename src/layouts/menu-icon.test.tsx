// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MenuIcon, preloadMenuIcons } from './menu-icon';

afterEach(cleanup);

describe('MenuIcon', () => {
  it('draws an icon-sized box until its shape has loaded, then the shape', async () => {
    const { container } = render(<MenuIcon name="CarOutlined" />);
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('.anticon')).not.toBeNull();
    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
  });

  it('draws a preloaded icon in its first render', async () => {
    await preloadMenuIcons(['WalletOutlined', undefined]);
    const { container } = render(<MenuIcon name="WalletOutlined" />);
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('draws an icon that had loaded by the time it was asked for after the first render', async () => {
    await preloadMenuIcons(['ToolOutlined']);
    const { container, rerender } = render(<MenuIcon name="BugOutlined" />);
    rerender(<MenuIcon name="ToolOutlined" />);
    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
  });

  it('draws nothing for a name it does not know', async () => {
    await preloadMenuIcons(['NoSuchOutlined']);
    const { container } = render(<MenuIcon name="NoSuchOutlined" />);
    expect(container.innerHTML).toBe('');
  });
});
