import type { Row } from '../engine';

/** What a row part gets: the row, and the way to send its custom action for that row. */
export interface RowPartArgs {
  row: Row;
  /**
   * Posts the custom action with this body and the row's id; on success the list says so and
   * reloads, on a refusal it shows the server's message and rejects (a dialog stays open).
   */
  send(body: Record<string, unknown>): Promise<void>;
}

/** A row custom action's own dialog: a form the schema cannot express (a password typed twice, sent hashed). */
export interface RowPart {
  openRowPart(args: RowPartArgs): void;
}

/**
 * The row parts, by `<entity>.<custom action>`: each loads with its first use, so that lists
 * carry only the button. A row custom action without one is sent at once, after its confirmation.
 */
const ROW_PARTS: Record<string, () => Promise<RowPart>> = {
  'user.resetPassword': () => import('../screens-hand/systemUsers/reset-password-dialog'),
};

export const rowPartOf = (entity: string, action: string): (() => Promise<RowPart>) | undefined =>
  Object.hasOwn(ROW_PARTS, `${entity}.${action}`) ? ROW_PARTS[`${entity}.${action}`] : undefined;
