/**
 * npm run bench:web [-- --rebuild --runs 5 --fixture 250 --scripts --dist <dir>]
 *
 * Builds the web app (or reuses dist/), starts the real server on a free port with fresh demo
 * data and measures in headless Chromium: the gzip size of the JavaScript the login page loads;
 * of all the JavaScript loaded after logging in until the station list shows its rows; the time
 * from navigation to a visible list with data (cold cache, median of --runs), and to the menus
 * the layout draws after it; for scale, the same time for a bare antd + Formily list page with
 * local data (bench-web/reference), timed in turns with the product's; and the time to switch
 * that list from 10 to 100 rows per page, click to painted rows (median of --runs). The times
 * are taken inside the page, from the navigation start or the click event to the frame showing
 * the rows. It also prints the size of index.html's inline start-up script.
 *
 * --fixture N builds the app with N entity schemas (the project's, plus generated copies of
 * the pile types schema: bench-web/fixture-schemas) in a temporary schemas folder, into a
 * folder of its own, and measures that build: the catalogue's screens must not make the login
 * page or a list heavier.
 *
 * --dist <dir> builds into and serves that folder instead of dist/ (which others in the same
 * checkout may be rebuilding at the same time); with --fixture it is the fixture build's folder.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { md5 } from 'js-md5';
import { chromium, type Browser, type Page } from 'playwright-core';
import { writeFixtureSchemas } from './bench-web/fixture-schemas';
import { ensureBuild, startApp } from './bench-web/start-app';
import { startReferencePage } from './bench-web/reference-page';
import { kb, median, recordScripts } from './bench-web/script-sizes';

const { values: args } = parseArgs({
  options: {
    rebuild: { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    fixture: { type: 'string' },
    scripts: { type: 'boolean', default: false },
    dist: { type: 'string' },
  },
});
const runs = Number(args.runs);
const root = path.resolve(import.meta.dirname, '..');
const log = (line: string) => process.stdout.write(`${line}\n`);
const station = JSON.parse(readFileSync(path.join(root, 'schemas/entities/station.json'), 'utf8')) as {
  menu: { url: string };
};
const LIST_URL = station.menu.url;
const ROWS = '.ant-table-tbody tr.ant-table-row';
const SIDE_MENU_ITEM = '[data-testid=side-menu] .ant-menu-item';
const ADMIN = { sellerNumber: '100001', credentials: { account: 'admin', password: md5('Admin@123456') } };

async function apiToken(baseUrl: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/system/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);
  return answer.data.token;
}

/** A cold context already holding a session token, as after a login. */
async function sessionPage(browser: Browser, baseUrl: string): Promise<Page> {
  const token = await apiToken(baseUrl);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await context.addInitScript((value) => {
    if (!localStorage.getItem('pro__Access-Token')) {
      localStorage.setItem('pro__Access-Token', JSON.stringify({ value, expire: Date.now() + 3_600_000 }));
    }
  }, token);
  return context.newPage();
}

/** The JavaScript (gzip) a cold page loads until it shows the ready selector and loads no more. */
async function pageScripts(browser: Browser, url: string, ready: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const scripts = recordScripts(context);
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  await scripts.settled();
  const total = await scripts.total();
  await context.close();
  return total;
}

async function listScripts(browser: Browser, baseUrl: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const scripts = recordScripts(context);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/user/login`);
  await page.locator('input[name=sellerNumber]').fill(ADMIN.sellerNumber);
  await page.locator('input[name=account]').fill('admin');
  await page.locator('input[name=password]').fill('Admin@123456');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('main-layout').waitFor();
  await page.goto(`${baseUrl}${LIST_URL}`);
  await page.locator(ROWS).first().waitFor();
  await scripts.settled();
  const total = await scripts.total();
  // --scripts: which chunks the list costs, to see what does not belong there.
  if (args.scripts) for (const [name, size] of await scripts.each()) log(`  ${kb(size).padStart(9)}  ${name}`);
  await context.close();
  return total;
}

/** For a page about to navigate: window.paintTimes, a promise of when each selector first matched a painted frame. */
const PAINT_TIMES = (selectors: Record<string, string>) => `const paintedWhen = (selector) => new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      // Painted: the frame holding it has been produced once this task runs.
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    });
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document.body, { childList: true, subtree: true }),
    );
  });
  window.paintTimes = Promise.all(${JSON.stringify(Object.values(selectors))}.map(paintedWhen));`;

/** Navigates to url and returns, from the navigation's start, when each selector was first painted. */
async function timePaints(page: Page, url: string, selectors: Record<string, string>): Promise<number[]> {
  // A script as text: the bundler's helpers for named functions do not exist inside the page.
  await page.addInitScript({ content: PAINT_TIMES(selectors) });
  await page.goto(url);
  const times = await page.evaluate(() => (window as unknown as { paintTimes: Promise<number[]> }).paintTimes);
  await page.context().close();
  return times.map(Math.round);
}

/**
 * Navigation to a visible list, timed inside the page: from the navigation's start to the frame
 * that shows the first rows. The layout draws its menus after the page's content
 * (useContentFirst): the time the side menu is painted is reported beside the list's.
 */
async function timeToList(browser: Browser, baseUrl: string): Promise<{ list: number; navigation: number }> {
  const page = await sessionPage(browser, baseUrl);
  const [list, navigation] = await timePaints(page, `${baseUrl}${LIST_URL}`, {
    list: ROWS,
    navigation: SIDE_MENU_ITEM,
  });
  return { list, navigation };
}

/** The same for the bare reference page (bench-web/reference), in a cold context of the same size. */
async function timeToReferenceList(browser: Browser, baseUrl: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const [list] = await timePaints(await context.newPage(), `${baseUrl}/`, { list: ROWS });
  return list;
}

async function timeToHundred(browser: Browser, baseUrl: string): Promise<number> {
  const page = await sessionPage(browser, baseUrl);
  await page.goto(`${baseUrl}${LIST_URL}`);
  await page.locator(ROWS).first().waitFor();
  const before = await page.locator(ROWS).count();
  await page.locator('.ant-pagination-options .ant-select').click();
  const option = page.locator('.ant-select-item-option').filter({ hasText: '100' });
  await option.waitFor();
  // Timed inside the page, from the click event to the frame that shows the new rows: the
  // driver's own wait for the dropdown to stop moving before it clicks is not the app's time.
  await page.evaluate(
    ([selector, count]) => {
      const timing = window as unknown as { pageSizeSwitch?: Promise<number> };
      timing.pageSizeSwitch = new Promise((resolve) => {
        let clickedAt: number | undefined;
        document.addEventListener('click', (event) => (clickedAt = event.timeStamp), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          // More rows than the first page held (the demo seller has more than 10 stations).
          if (clickedAt === undefined || document.querySelectorAll(selector).length <= count) return;
          observer.disconnect();
          const start = clickedAt;
          // Painted: the frame holding the rows has been produced once this task runs.
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
    },
    [ROWS, before] as const,
  );
  await option.click();
  const elapsed = await page.evaluate(() => (window as unknown as { pageSizeSwitch: Promise<number> }).pageSizeSwitch);
  await page.context().close();
  return Math.round(elapsed);
}

/** The characters of index.html's inline start-up script (src/app/early-boot.ts). */
function inlineScriptSize(distDir: string): number {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  return inline.reduce((sum, match) => sum + match[1].length, 0);
}

/** The route file the start-up script fetches after a reload with a session (early-boot's routesFile), gzipped. */
function earlyRoutesSize(distDir: string): number {
  const file = readdirSync(path.join(distDir, 'assets')).find((name) => /^early-routes-.*\.json$/.test(name));
  return file ? gzipSync(readFileSync(path.join(distDir, 'assets', file))).length : 0;
}

/** The build to measure: dist/ (or --dist), or with --fixture N a fresh build with N entity schemas. */
function prepareBuild(): { distDir: string; cleanUp(): void } {
  const ownDist = args.dist ? path.resolve(args.dist) : undefined;
  if (!args.fixture) {
    const distDir = ownDist ?? path.join(root, 'dist');
    ensureBuild(root, args.rebuild, { distDir });
    return { distDir, cleanUp: () => {} };
  }
  const count = Number(args.fixture);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`--fixture takes a number of entities, not ${args.fixture}`);
  const schemasDir = writeFixtureSchemas(root, count);
  const distDir = ownDist ?? mkdtempSync(path.join(tmpdir(), 'bench-web-dist-'));
  log(`building with ${count} entity schemas (${schemasDir}) into ${distDir}`);
  ensureBuild(root, true, { distDir, schemasDir });
  return {
    distDir,
    cleanUp: () => {
      rmSync(path.dirname(schemasDir), { recursive: true, force: true });
      // A folder of the caller's own is left in place, to look into.
      if (!ownDist) rmSync(distDir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const build = prepareBuild();
  log(`index.html's inline start-up script: ${inlineScriptSize(build.distDir)} characters`);
  log(`its route file (JSON, fetched after a reload with a session, gzip): ${kb(earlyRoutesSize(build.distDir))}`);
  const app = await startApp(root, build.distDir);
  const reference = await startReferencePage();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    log(
      `login page JavaScript (gzip): ${kb(await pageScripts(browser, `${app.baseUrl}/user/login`, '[data-testid=login-submit]'))}`,
    );
    log(
      `JavaScript after login until the station list shows rows (gzip): ${kb(await listScripts(browser, app.baseUrl))}`,
    );
    const referenceBytes = await pageScripts(browser, `${reference.baseUrl}/`, ROWS);
    // Product and reference alternate, so that whatever else the machine does weighs on both.
    const toList: { list: number; navigation: number }[] = [];
    const toReference: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      toList.push(await timeToList(browser, app.baseUrl));
      toReference.push(await timeToReferenceList(browser, reference.baseUrl));
    }
    const list = toList.map((t) => t.list);
    const navigation = toList.map((t) => t.navigation);
    log(
      `navigation to a visible list with data (cold cache, median of ${runs}): ${median(list)} ms [${list.join(', ')}]`,
    );
    log(`... and to the menus drawn around it: ${median(navigation)} ms [${navigation.join(', ')}]`);
    log(
      `for scale, a bare antd + Formily list page with local data (${kb(referenceBytes)} of JavaScript):` +
        ` ${median(toReference)} ms [${toReference.join(', ')}]` +
        ` (the list takes ${(median(list) / median(toReference)).toFixed(2)}× as long)`,
    );
    const toHundred: number[] = [];
    for (let run = 0; run < runs; run += 1) toHundred.push(await timeToHundred(browser, app.baseUrl));
    log(
      `10 to 100 rows per page, click to painted rows (median of ${runs}): ${median(toHundred)} ms [${toHundred.join(', ')}]`,
    );
  } finally {
    await browser.close();
    await app.stop();
    await reference.stop();
    build.cleanUp();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
