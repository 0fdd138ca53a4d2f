import { useEffect, useState } from 'react';

/** SPEC section 2: mobile up to 576 px, tablet 576 to 1199 px, desktop from 1200 px. */
export type DeviceMode = 'mobile' | 'tablet' | 'desktop';

export function deviceModeFor(width: number): DeviceMode {
  if (width <= 576) return 'mobile';
  if (width < 1200) return 'tablet';
  return 'desktop';
}

export function useDeviceMode(): DeviceMode {
  const [mode, setMode] = useState(() => deviceModeFor(window.innerWidth));
  useEffect(() => {
    const onResize = () => setMode(deviceModeFor(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return mode;
}
