import type { AggregateState } from '../charts/use-aggregate';
import { summaryOf, text, type KpiItem } from './cockpit-parts';
import { percent } from './figures';

/** The share of piles on line, from a figure that counts piles in all and those on line. */
export function pileOnlineRate(piles: AggregateState): KpiItem {
  const all = summaryOf(piles, 'count');
  const online = summaryOf(piles, 'count|onlineStatus=1');
  return {
    key: 'pile-online-rate',
    title: text('桩在线率', 'Piles online'),
    value: all === undefined || online === undefined ? undefined : percent(online, all),
    error: !!piles.error,
    precision: 1,
    suffix: '%',
  };
}
