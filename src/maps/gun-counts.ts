import { fetchAggregate } from '../charts/aggregate-client';

/** Guns of one station by status (D:gunStatus value → count). */
export type GunCounts = Map<number, Map<number, number>>;

/** Gun counts per station and status in one aggregate (the gun list's own permission and scope). */
export async function loadGunCounts(): Promise<GunCounts> {
  const answer = await fetchAggregate('gun', { dimensions: ['pileId.stationId', 'status'], measures: ['count'] });
  const counts: GunCounts = new Map();
  for (const row of answer.rows) {
    const stationId = Number(row['pileId.stationId']);
    const byStatus = counts.get(stationId) ?? new Map<number, number>();
    byStatus.set(Number(row.status), Number(row.count));
    counts.set(stationId, byStatus);
  }
  return counts;
}

export const IDLE_GUN = 1;

export function gunTotals(byStatus: Map<number, number> | undefined): { idle: number; total: number } {
  let total = 0;
  for (const count of byStatus?.values() ?? []) total += count;
  return { idle: byStatus?.get(IDLE_GUN) ?? 0, total };
}
