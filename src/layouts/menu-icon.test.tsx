// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { menuIconSets } from 'virtual:menu-icon-sets';
import { afterEach, describe, expect, it } from 'vitest';
import { MenuIcon, preloadMenuIcons } from './menu-icon';

afterEach(cleanup);

const firstLevel = menuIconSets.find((set) => set.root === undefined)!;
const [oneSide, anotherSide] = menuIconSets.filter((set) => set.root !== undefined);

describe('MenuIcon', () => {
  it('draws an icon-sized box until its shape has loaded, then the shape', async () => {
    const { container } = render(<MenuIcon name={oneSide.icons[0]} />);
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('.anticon')).not.toBeNull();
    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
  });

  it("draws the first level's icons and those below the given entry in their first render once preloaded", async () => {
    await preloadMenuIcons(anotherSide.root);
    for (const name of [firstLevel.icons[0], firstLevel.icons.at(-1)!, anotherSide.icons[0]]) {
      const { container, unmount } = render(<MenuIcon name={name} />);
      expect(container.querySelector('svg')).not.toBeNull();
      unmount();
    }
  });

  it('draws an icon that had loaded by the time it was asked for after the first render', async () => {
    const { container, rerender } = render(<MenuIcon name={oneSide.icons.at(-1)} />);
    await preloadMenuIcons(oneSide.root);
    rerender(<MenuIcon name={oneSide.icons[0]} />);
    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
  });

  it('draws nothing for a name it does not know', async () => {
    const { container } = render(<MenuIcon name="NoSuchOutlined" />);
    expect(container.innerHTML).toBe('');
  });
});
