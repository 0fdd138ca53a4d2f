import { lazy } from 'react';

// Parts of the layout that only show on request (settings drawer, mobile menu drawer, notice
// list): each loads when first opened, so the pages after login do not carry their widgets.
export const SettingsDrawer = lazy(async () => ({
  default: (await import('../settings/settings-drawer')).SettingsDrawer,
}));
export const MobileSiderDrawer = lazy(async () => ({
  default: (await import('./mobile-sider-drawer')).MobileSiderDrawer,
}));
export const NoticeList = lazy(async () => ({ default: (await import('./notice-list')).NoticeList }));
// Follows the live events for alarm pop-ups; loaded after the page, for users who see alarms.
export const AlarmPopup = lazy(() => import('./alarm-popup'));
