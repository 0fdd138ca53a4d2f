import { useEffect, useState } from 'react';

/** SPEC section 4: hides on scrolling down past 300 px, reappears on scrolling up. */
export const AUTO_HIDE_OFFSET = 300;

export function useAutoHideHeader(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > last && y > AUTO_HIDE_OFFSET);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}
