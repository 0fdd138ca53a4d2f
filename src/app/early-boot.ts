// index.html's inline start-up script and what it shares with the app (see earlyBoot).

/** The start-up's GET requests that index.html asks for ahead. */
export const USER_INFO_URL = '/api/system/user/info';
export const PERMISSIONS_URL = '/api/system/user/permissions';

/** What an entity screen's url needs after a reload, from the build's route file. */
export interface EarlyRoute {
  /** Its code besides the screens' own: the entity schemas and dictionaries it shows. */
  files: string[];
  /** Its list's first page request when the address has no query. */
  page: { url: string; body: string };
}

export interface EarlyBootConfig {
  /** localStorage key of the session token entry ({ value, expire }). */
  tokenKey: string;
  /** sessionStorage key where a reload keeps the cleared entries (auth/tab-close-cleanup). */
  backupKey: string;
  /** Code every page behind the login needs (the main layout). */
  layoutFiles: string[];
  /** Code an entity screen needs (the screens' lookup and the list). */
  screenFiles: string[];
  /**
   * The address of a JSON file of EarlyRoute by entity url. Kept out of the inline script, so
   * that the script's size does not grow with the number of entities.
   */
  routesFile: string;
  /** GET requests the start-up makes with the token, answered ahead... */
  requests: string[];
  /** ...unless these localStorage entries hold their answers from before (a refresh). */
  storedAnswers: string[];
}

export interface EarlyAnswer {
  status: number;
  body: unknown;
}

export interface EarlyRequest {
  token: string;
  answer: Promise<EarlyAnswer | undefined>;
}

/**
 * What index.html runs inline in its head, before any module loads. With a session token in
 * storage, the first screen after a reload will need the layout's and the screens' code, the
 * user's data and, on a list, its first page: starting those downloads here lets them run
 * beside the entry script's download and evaluation instead of after it (the renderer's main
 * thread is busy evaluating for hundreds of milliseconds, and only then would the app ask).
 *
 * Inlined as source text (vite.config.ts), so self-contained: no imports, no helpers, plain
 * browser APIs only. The app takes the answers through takeEarlyAnswer (api/early-answers).
 */
export function earlyBoot(config: EarlyBootConfig, win: Window = window): void {
  try {
    const backup = JSON.parse(win.sessionStorage.getItem(config.backupKey) || '{}') as Record<string, string>;
    const stored = (key: string): string | null => win.localStorage.getItem(key) ?? backup[key] ?? null;
    const raw = stored(config.tokenKey);
    if (!raw) return;
    const entry = JSON.parse(raw) as { value?: unknown; expire?: number | null };
    if (typeof entry.value !== 'string' || (typeof entry.expire === 'number' && entry.expire < Date.now())) return;
    const token = entry.value;
    const path = win.location.pathname.replace(/\/$/, '') || '/';
    const preload = (files: string[]) => {
      for (const href of files) {
        const link = win.document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        win.document.head.appendChild(link);
      }
    };
    // The login pages show no layout and ask for nothing with the token.
    if (path.startsWith('/user/') || path === '/iplogin') {
      preload(config.layoutFiles);
      return;
    }

    // The requests go first: over HTTP/1.1 a browser opens six connections to a server and
    // queues the rest, and the page waits on these answers more than on any one script.
    const early: Record<string, EarlyRequest> = {};
    (win as Window & { __earlyRequests?: Record<string, EarlyRequest> }).__earlyRequests = early;
    const ask = (key: string, url: string, init: RequestInit) => {
      const answer = win
        .fetch(url, init)
        .then(async (response) => ({
          status: response.status,
          body: response.ok ? ((await response.json()) as unknown) : undefined,
        }))
        .catch(() => undefined);
      early[key] = { token, answer };
    };
    if (!config.storedAnswers.every((key) => stored(key) !== null)) {
      for (const url of config.requests) ask(url, url, { headers: { Authorization: token } });
    }

    // An entity screen's url (or a page below one, a detail) is in the route file, cached
    // by the browser like the scripts. The server refuses a list the user may not see; the
    // app then never takes the answer.
    win
      .fetch(config.routesFile)
      .then((response): Promise<Record<string, EarlyRoute>> => (response.ok ? response.json() : Promise.resolve({})))
      .then((routes) => {
        let url = path;
        while (url.length > 1 && !routes[url]) url = url.slice(0, url.lastIndexOf('/')) || '/';
        const route = routes[url];
        if (!route) return;
        if (url === path && !win.location.search) {
          const page = route.page;
          ask(`POST ${page.url} ${page.body}`, page.url, {
            method: 'POST',
            headers: { Authorization: token, 'Content-Type': 'application/json' },
            body: page.body,
          });
        }
        preload(config.screenFiles.concat(route.files));
      })
      .catch(() => undefined);
    preload(config.layoutFiles);
  } catch {
    // Storage unreadable or a malformed entry: the app starts the usual way.
  }
}
