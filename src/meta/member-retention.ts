/**
 * The member retention request shared by the server's route and the user analysis screen:
 * `POST /api/insight/memberRetention` with `{ period: 'week' | 'month', filters }` (the bill
 * list's filters) answers first-charge cohorts, charging frequency bands and churn.
 */

/** Charges per member, in the bands the activity tab draws, each by its lowest count (the last one open). */
export const FREQUENCY_BANDS = [1, 2, 4, 6, 11, 21] as const;
/** A member whose last charge is this many days before the range's last charge (or now) has churned. */
export const CHURN_DAYS = 30;

export interface RetentionAnswer {
  /** Per cohort (the period of a member's first charge in the range): members charging `offset` periods later. */
  cohorts: { cohort: string; offset: number; members: number }[];
  /** Members by how many charges they made in the range, a band by its lowest count. */
  frequency: { from: number; members: number }[];
  /** Members who charged in the range, and those of them who churned. */
  churn: { members: number; churned: number };
}

/** "1", "2–3", …, "21+": a frequency band's label. */
export function frequencyBandLabel(from: number): string {
  const next = FREQUENCY_BANDS[FREQUENCY_BANDS.indexOf(from as (typeof FREQUENCY_BANDS)[number]) + 1];
  return next === undefined ? `${from}+` : next - 1 === from ? String(from) : `${from}–${next - 1}`;
}
