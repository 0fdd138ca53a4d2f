/**
 * Relative demand for charging by hour of day at a public station: a night trough, a morning
 * commute, the lunch hour, and the evening peak after work.
 */
const HOURLY_DEMAND = [
  0.25, 0.15, 0.1, 0.1, 0.1, 0.2, 0.5, 0.9, 1.0, 0.8, 0.7, 0.8, 0.9, 0.8, 0.7, 0.7, 0.8, 1.0, 1.2, 1.3, 1.1, 0.9, 0.6,
  0.4,
];

/** Chance that an idle gun starts a session within one simulated minute at this hour. */
export function startChancePerMinute(hour: number, sessionsPerGunPerDay = 6): number {
  const mean = HOURLY_DEMAND.reduce((sum, value) => sum + value, 0) / HOURLY_DEMAND.length;
  return (sessionsPerGunPerDay / 1440) * (HOURLY_DEMAND[hour % 24] / mean);
}

/** Minutes a session lasts: fast chargers 20–70, slow ones 2–6 hours. */
export function sessionMinutes(ratedKw: number, random: () => number): number {
  return ratedKw >= 30 ? 20 + Math.floor(random() * 50) : 120 + Math.floor(random() * 240);
}
