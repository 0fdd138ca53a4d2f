import { startTransition, useEffect, useState } from 'react';

/** Once the layout has shown a page, a layout mounted later (after a new login) draws at once. */
let contentShown = false;

/**
 * False in the main layout's first render after a load, true from the frame after the one that
 * shows the page: the navigation around it (menus, tabs, header tools) is drawn then, in a
 * transition, so that the page a user opened (a list with its rows) is on screen first instead of
 * after every menu item, tab and popover has rendered and measured itself. The layout keeps
 * their places, so nothing moves when they arrive.
 */
export function useContentFirst(): boolean {
  const [navigationShown, setNavigationShown] = useState(contentShown);
  useEffect(() => {
    if (navigationShown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // An animation frame callback runs before its frame is drawn; a task queued from it, after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        contentShown = true;
        startTransition(() => setNavigationShown(true));
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [navigationShown]);
  return navigationShown;
}
