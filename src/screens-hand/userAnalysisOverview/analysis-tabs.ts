import { text } from '../../insight/analysis-parts';

export const TABS = [
  { key: 'channel', label: text('渠道分析', 'Channels') },
  { key: 'region', label: text('地域分析', 'Regions') },
  { key: 'activity', label: text('活跃分析', 'Activity') },
  { key: 'retention', label: text('留存分析', 'Retention') },
  { key: 'description', label: text('会员描述', 'Member description') },
] as const;
export type TabKey = (typeof TABS)[number]['key'];

/** The menu's own entries open their tab at /userDataAnalysis/<tab>; the others at /UserAnalysis?tab=. */
export const MENU_BASE = '/userDataAnalysis/';
export const MENU_TABS = new Set<string>(['channel', 'region', 'activity', 'retention']);

/** The tab a path names: /userDataAnalysis/region, /UserAnalysis?tab=region, else channels. */
export function tabOf(pathname: string, search: string): TabKey {
  const named = pathname.startsWith(MENU_BASE)
    ? pathname.slice(MENU_BASE.length).split('/')[0]
    : new URLSearchParams(search).get('tab');
  return TABS.find((tab) => tab.key === named)?.key ?? 'channel';
}
