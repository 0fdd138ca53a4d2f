/**
 * One status action a user ran on a row, as the server records it (server/flow/transitions.ts)
 * and the detail page's history shows it.
 */
export interface Transition {
  id: number;
  action: string;
  from: string | null;
  to: string | null;
  userId: number | null;
  userName: string | null;
  input: Record<string, unknown> | null;
  /** For an approval step: the money fields' values it approved (entity `approval`). */
  approved: Record<string, unknown> | null;
  createdAt: string;
}
