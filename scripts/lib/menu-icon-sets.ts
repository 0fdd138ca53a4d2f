import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { loadBundle, type MetaBundle } from '../../src/meta/bundle';
import { loadSchemaFiles } from './load-schema-files';
import { schemasRoot } from './schema-routes-plugin';

const INDEX_ID = 'virtual:menu-icon-sets';
const RESOLVED_PREFIX = '\0virtual:menu-icon-sets';

export interface MenuIconSet {
  /** The first-level entry's url whose side menu shows these icons; none for the first level. */
  root?: string;
  icons: string[];
}

/**
 * The icons a menu may draw (an entry naming another shows none): those the schemas use,
 * each an @ant-design/icons-svg name.
 */
export const MENU_ICON_NAMES = new Set([
  'AccountBookOutlined',
  'AlertOutlined',
  'ApartmentOutlined',
  'ApiOutlined',
  'AppstoreOutlined',
  'AuditOutlined',
  'BarChartOutlined',
  'BellOutlined',
  'BlockOutlined',
  'BugOutlined',
  'BuildOutlined',
  'CalculatorOutlined',
  'CalendarOutlined',
  'CarOutlined',
  'CloudOutlined',
  'ClusterOutlined',
  'CodeOutlined',
  'ColumnWidthOutlined',
  'ControlOutlined',
  'CrownOutlined',
  'CustomerServiceOutlined',
  'DashboardOutlined',
  'DatabaseOutlined',
  'EnvironmentOutlined',
  'FieldTimeOutlined',
  'FileSearchOutlined',
  'FileTextOutlined',
  'FireOutlined',
  'FundOutlined',
  'FundProjectionScreenOutlined',
  'GiftOutlined',
  'GlobalOutlined',
  'HddOutlined',
  'HomeOutlined',
  'InboxOutlined',
  'KeyOutlined',
  'LineChartOutlined',
  'MoneyCollectOutlined',
  'MonitorOutlined',
  'NotificationOutlined',
  'PartitionOutlined',
  'PayCircleOutlined',
  'PieChartOutlined',
  'ProfileOutlined',
  'QuestionCircleOutlined',
  'ReconciliationOutlined',
  'RollbackOutlined',
  'SafetyCertificateOutlined',
  'SafetyOutlined',
  'ScheduleOutlined',
  'SettingOutlined',
  'ShareAltOutlined',
  'ShopOutlined',
  'ShoppingCartOutlined',
  'SlidersOutlined',
  'SolutionOutlined',
  'SplitCellsOutlined',
  'StarOutlined',
  'TableOutlined',
  'TagOutlined',
  'TagsOutlined',
  'TeamOutlined',
  'ThunderboltOutlined',
  'ToolOutlined',
  'UserOutlined',
  'VideoCameraOutlined',
  'WalletOutlined',
  'WarningOutlined',
  'WifiOutlined',
]);

interface Placed {
  id: string;
  parent?: string;
  url: string;
  icon?: string;
}

/**
 * The menu's icons in sets, each loaded as one chunk: the icons of the first-level entries
 * (the header shows them on every page) and, per first-level entry, the other icons below it
 * (its side menu). A page after login loads two small chunks instead of one per icon (some
 * thirty); compressed together, the icons weigh about 40% less. An icon used below several
 * entries is copied into each of their sets, so that no side menu needs another one's.
 */
export function menuIconSets(bundle: MetaBundle): MenuIconSet[] {
  const placed: Placed[] = [
    ...bundle.menuItems.filter((item) => !item.hidden),
    ...[...bundle.entities.values()]
      .filter((entity) => !entity.menu.hidden)
      .map((entity) => ({
        id: `entity:${entity.name}`,
        parent: entity.menu.parent,
        url: entity.menu.url,
        icon: entity.menu.icon,
      })),
  ];
  const byId = new Map(placed.map((entry) => [entry.id, entry]));
  const rootOf = (entry: Placed): Placed => {
    const seen = new Set([entry.id]);
    let current = entry;
    for (let up = byId.get(current.parent ?? ''); up && !seen.has(up.id); up = byId.get(up.parent ?? '')) {
      seen.add(up.id);
      current = up;
    }
    return current;
  };
  const firstLevel = new Set<string>();
  const below = new Map<string, Set<string>>();
  for (const entry of placed.map((one) =>
    one.icon && !MENU_ICON_NAMES.has(one.icon) ? { ...one, icon: undefined } : one,
  )) {
    const root = rootOf(entry);
    if (root === entry) {
      if (entry.icon) firstLevel.add(entry.icon);
      below.set(entry.url, below.get(entry.url) ?? new Set());
    } else if (entry.icon) {
      below.set(root.url, (below.get(root.url) ?? new Set()).add(entry.icon));
    }
  }
  const sets: MenuIconSet[] = [{ icons: [...firstLevel].sort() }];
  for (const [root, icons] of below) {
    const own = [...icons].filter((icon) => !firstLevel.has(icon)).sort();
    if (own.length) sets.push({ root, icons: own });
  }
  return sets;
}

const setId = (set: MenuIconSet, index: number) =>
  `${INDEX_ID}/menu-icons-${set.root ? (set.root.split('/').filter(Boolean).pop() ?? 'root') : 'header'}-${index}`;

const require = createRequire(import.meta.url);

/** An @ant-design/icons-svg definition by name, or undefined for a name it does not have. */
function iconDefinition(name: string): unknown {
  try {
    return (require(`@ant-design/icons-svg/lib/asn/${name}.js`) as { default: unknown }).default;
  } catch {
    return undefined;
  }
}

/**
 * Serves `virtual:menu-icon-sets` (each set's icon names and a loader for the set) and
 * `virtual:menu-icon-sets/<n>` (set n's icon definitions, copied in), for src/layouts/menu-icon.tsx.
 */
export function menuIconSetsPlugin(projectRoot: string): Plugin {
  const { root, folder } = schemasRoot(projectRoot);
  let sets: MenuIconSet[] | undefined;
  const load = () => (sets ??= menuIconSets(loadBundle(loadSchemaFiles(root, folder))));
  return {
    name: 'menu-icon-sets',
    buildStart() {
      sets = undefined;
    },
    resolveId: (source) => (source === INDEX_ID || source.startsWith(`${INDEX_ID}/`) ? `\0${source}` : null),
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const all = load();
      if (id === RESOLVED_PREFIX) {
        // Named for the menu they serve (menu-icons-header, menu-icons-business-1...), which
        // the chunks' names follow.
        const entries = all.map(
          (set, index) =>
            `{ root: ${JSON.stringify(set.root)}, icons: ${JSON.stringify(set.icons)}, load: () => import(${JSON.stringify(setId(set, index))}) }`,
        );
        return `export const menuIconSets = [${entries.join(',\n')}];`;
      }
      const set = all[Number(/-(\d+)$/.exec(id)?.[1] ?? NaN)];
      if (!set) return null;
      const definitions = Object.fromEntries(
        set.icons.flatMap((name) => {
          const definition = iconDefinition(name);
          return definition ? [[name, definition]] : [];
        }),
      );
      return `export default ${JSON.stringify(definitions)};`;
    },
  };
}
