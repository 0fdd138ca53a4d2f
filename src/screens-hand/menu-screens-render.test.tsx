// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/i18n-store';
import { installDomPolyfills, takeInlineStylesAsComputed } from '../screens/testing/dom-polyfills';
import { screenMounts } from 'virtual:schema-routes';
import { REPORT_SCREEN_PREFIX, reportScreen } from '../reports/report-screen-definition';
import { screenRegistry } from './index';

beforeAll(() => {
  installDomPolyfills();
  // These tests check what each screen shows, not its layout: skip jsdom's costly cascade.
  takeInlineStylesAsComputed();
});
afterEach(cleanup);

// Every hand-written screen a menu item mounts: its folder's component loads and shows a page;
// one whose area is not built yet says what it is for, in both languages, and shows no data.
const mounted = screenMounts.filter(([, screen]) => !screen.startsWith('entity:'));

describe.each(mounted)('the screen at %s', (url, id) => {
  it(`(${id}) loads its code and renders`, async () => {
    // A menu item declaring a report mounts the one report page, told which report to show.
    const definition = id.startsWith(REPORT_SCREEN_PREFIX)
      ? reportScreen(id.slice(REPORT_SCREEN_PREFIX.length))
      : screenRegistry.require(id);
    const Screen = definition.component;
    for (const locale of ['zh-CN', 'en-US'] as const) {
      setLocale(locale);
      render(
        <MemoryRouter initialEntries={[url]}>
          <Suspense fallback="loading">
            <Screen />
          </Suspense>
        </MemoryRouter>,
      );
      await waitFor(() => expect(screen.queryByText('loading')).toBeNull(), { timeout: 30_000 });
      // A screen may read its declaration after its code loads (a report reads its menu item).
      await waitFor(() => expect(document.body.textContent?.length).toBeGreaterThan(10), { timeout: 30_000 });
      cleanup();
    }
  });
});

// The 18 extra pages of SPEC section 2, less the account flow, which the accountFlow entity serves.
it('has the extra pages of SPEC section 2 among the mounted screens', () => {
  expect(mounted.length).toBeGreaterThanOrEqual(17);
});
