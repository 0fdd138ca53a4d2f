import { createElement } from 'react';
import { lazyChunk } from '../app/chunk-errors';
import { defineScreen, type ScreenDefinition } from '../screens-hand/define-screen';

/** The route map's name for a menu item that declares a report: `report:<menu item id>`. */
export const REPORT_SCREEN_PREFIX = 'report:';

const screens = new Map<string, ScreenDefinition>();

/**
 * The screen of a menu item's report: one lazily loaded report page (its code and the menu
 * declarations load when a report is first opened), told which item's report to show.
 */
export function reportScreen(menuItemId: string): ScreenDefinition {
  let screen = screens.get(menuItemId);
  if (!screen) {
    screen = defineScreen({
      id: `${REPORT_SCREEN_PREFIX}${menuItemId}`,
      title: { 'zh-CN': '报表', 'en-US': 'Report' },
      component: lazyChunk(async () => {
        const { ReportPage } = await import('./report-page');
        return { default: () => createElement(ReportPage, { menuItemId }) };
      }),
    });
    screens.set(menuItemId, screen);
  }
  return screen;
}
