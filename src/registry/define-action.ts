import type { ActionKind, ActionModel } from '../engine/actions';
import type { DataProvider, Row } from '../engine/data-provider';
import type { EntityFile, LocalizedText, StatusAction } from '../meta/model';

/** What the screen offers an action: its rows, the data provider and the screen's own dialogs. */
export interface ActionContext {
  entity: EntityFile;
  action: ActionModel;
  /** The row of a row action, the selected rows of a bulk action, none for the toolbar. */
  rows: Row[];
  provider: DataProvider;
  screen: {
    /** Opens the create form, with some fields already filled (a new node's parent). */
    openCreate(initial?: Record<string, string | number>): void;
    openEdit(row: Row): void;
    openDetail(row: Row): void;
    openImport(): void;
    /** Shows a status action's form; the dialog runs the action with its input. */
    openActionForm?(action: StatusAction, rows: Row[]): void;
    exportRows(): Promise<void>;
    /** Reloads the data and clears the selection. */
    refresh(): void;
    /** Says the action succeeded: "done", or the given text with its `{name}` placeholders filled. */
    done(text?: LocalizedText, params?: Record<string, string | number>): void;
    /** Says the action ran but found something to look at, the text's placeholders filled. */
    warn(text: LocalizedText, params?: Record<string, string | number>): void;
    fail(message: string): void;
  };
}

/**
 * A toolbar, row or bulk action kind. Confirmation (the schema's text) and permission checks
 * happen before run, in the screen; run only does the work.
 */
export interface ActionDefinition {
  id: ActionKind;
  run(context: ActionContext): void | Promise<void>;
}

export const defineAction = (definition: ActionDefinition) => definition;
