const two = (n: number) => String(n).padStart(2, '0');

/**
 * Remaining time as hh:mm:ss. Hours keep counting past 24 (a 30-hour reservation shows
 * 30:00:00); time already past shows 00:00:00 (SPEC section 5). Partial seconds are dropped,
 * so the display reaches 00:00:00 exactly when the time is up.
 */
export function formatCountdown(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '00:00:00';
  const seconds = Math.floor(ms / 1000);
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}
