import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile, Locale, StatusAction } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import type { Row } from '../crud/reference-labels';
import type { LiveEvent } from '../live/live-bus';

/** What every hook gets: the open transaction of the write and who is writing. */
export interface HookContext {
  /** The write's own transaction: what a hook writes here commits or rolls back with it. */
  tx: Queryable;
  bundle: MetaBundle;
  entity: EntityFile;
  sellerId: number;
  userId: number;
  locale: Locale;
}

export interface SaveHookArgs extends HookContext {
  operation: 'save' | 'update';
  /** The row before an update; null for a new row. */
  before: Row | null;
  /** beforeSave: the values about to be written (a hook may change them); afterSave: the written row. */
  values: Record<string, unknown>;
  /** The `inputs` the hook declares that the request carried, as sent (the hook checks them). */
  inputs: Record<string, unknown>;
  /** Publishes a live event once the write has committed (a command queued for a pile). */
  publishAfterCommit?: (event: LiveEvent) => void;
}

export interface AfterSaveArgs extends HookContext {
  operation: 'save' | 'update';
  before: Row | null;
  after: Row;
  inputs: Record<string, unknown>;
}

export interface DeleteHookArgs extends HookContext {
  /** The rows about to be deleted, as stored. */
  rows: Row[];
}

export interface ActionHookArgs extends HookContext {
  /**
   * Publishes a live event once the action's transaction has committed (never for one that
   * rolls back): how an action reaches the piles, through the instance that holds each one.
   */
  publishAfterCommit: (event: LiveEvent) => void;
  /**
   * The seller's piles among these that a command reaches now (connected to this deployment):
   * an action that sends a command to any other is refused rather than recorded (ocpp/pile-reach.ts).
   */
  reachablePiles: (pileIds: readonly number[]) => Promise<Set<number>>;
  action: StatusAction;
  /** The row as it was before the action. */
  before: Row;
  /** The action form's validated input ({} without a form). */
  input: Record<string, unknown>;
}

export interface BeforeActionArgs extends ActionHookArgs {
  /**
   * The values the action is about to write into the row (its form's writes, stamps and new
   * status): a hook may add what it works out from the input, such as the chosen assignee's name.
   */
  values: Record<string, unknown>;
}

export interface AfterActionArgs extends ActionHookArgs {
  after: Row;
}

export interface ImportRowsArgs extends HookContext {
  /** The sheet's rows, read and checked by the line entity's rules, with their sheet row numbers. */
  rows: { row: number; values: Record<string, unknown> }[];
}

export interface CustomActionArgs extends HookContext {
  body: Record<string, unknown>;
}

/** A route of the entity beyond the generic ones: POST /api/<service>/<resource>/<name>. */
export interface CustomAction {
  /** The action the caller needs as `pageId:action`: one the entity already offers. */
  action: string;
  run: (args: CustomActionArgs) => Promise<unknown>;
}

/**
 * Server code of one entity, in `server/entities/<name>.ts`. Each hook runs inside the
 * transaction of the write; throwing (a CrudError for a message the user sees) undoes all of it.
 */
export interface EntityHooks {
  /**
   * Values a save or update may carry besides the schema's fields, for the hooks alone: taken
   * out of the payload before the schema's rules see it, never stored as a column, handed to
   * beforeSave and afterSave as `inputs`. What the hook writes from them commits with the row,
   * such as a role's permissions saved with the role.
   */
  inputs?: readonly string[];
  beforeSave?: (args: SaveHookArgs) => Promise<void>;
  /** May answer values that the audit entry's after-image records beside the row (what it wrote from `inputs`). */
  afterSave?: (args: AfterSaveArgs) => Promise<Record<string, unknown> | void>;
  /**
   * Refuses a delete the schema's references cannot see (rows of a system table pointing at
   * these), after the generic checks and before the rows go.
   */
  beforeDelete?: (args: DeleteHookArgs) => Promise<void>;
  beforeAction?: (args: BeforeActionArgs) => Promise<void>;
  afterAction?: (args: AfterActionArgs) => Promise<void>;
  actions?: Record<string, CustomAction>;
  /**
   * Writes a batch import (`import.rowsOf`): the batch row and its lines, in the import's
   * transaction; answers how many lines it wrote.
   */
  importRows?: (args: ImportRowsArgs) => Promise<number>;
}

export type EntityHookMap = ReadonlyMap<string, EntityHooks>;

export const defineEntityHooks = (hooks: EntityHooks): EntityHooks => hooks;
