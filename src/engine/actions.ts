import { actionKey, entityOffers, OPERATION_ACTIONS, TEST_ACTION, type Operation } from '../meta/entity-actions';
import type { EntityFile, LocalizedText, StatusAction } from '../meta/model';
import { rowLock } from '../meta/row-locks';
import { TEXTS } from './texts';

export type ActionKind =
  | 'add'
  | 'import'
  | 'export'
  | 'get'
  | 'edit'
  | 'delete'
  | 'move'
  | 'addChild'
  | 'status'
  | 'test'
  | 'custom';

/** A button of the toolbar, a row or the bulk bar; visibility is decided by the helpers below. */
export interface ActionModel {
  name: string;
  kind: ActionKind;
  /** The `pageId:action` key the user needs. */
  key: string;
  title: LocalizedText;
  confirm?: LocalizedText;
  danger: boolean;
  /** Status values that allow it (status actions only). */
  from?: (string | number)[];
}

const STANDARD: Record<
  Exclude<ActionKind, 'status' | 'test' | 'custom'>,
  { action: string; title: LocalizedText; danger?: boolean }
> = {
  add: { action: OPERATION_ACTIONS.save, title: TEXTS.add },
  import: { action: OPERATION_ACTIONS.import, title: TEXTS.import },
  export: { action: OPERATION_ACTIONS.export, title: TEXTS.export },
  get: { action: OPERATION_ACTIONS.get, title: TEXTS.view },
  edit: { action: OPERATION_ACTIONS.update, title: TEXTS.edit },
  delete: { action: OPERATION_ACTIONS.delete, title: TEXTS.delete, danger: true },
  // Changing a tree node's parent is an edit of that node.
  move: { action: OPERATION_ACTIONS.update, title: TEXTS.move },
  // A new node below a row of a tree is a new row.
  addChild: { action: OPERATION_ACTIONS.save, title: TEXTS.addChild },
};

const statusModel = (entity: EntityFile, s: StatusAction): ActionModel => ({
  name: s.name,
  kind: 'status',
  key: actionKey(entity.pageId, s.action),
  title: s.title,
  // An action form is its own confirmation; the schema may still ask for one before it.
  confirm: s.form ? s.confirm : (s.confirm ?? TEXTS.confirmAction),
  danger: s.danger ?? false,
  from: s.from,
});

/** Resolves a name from the schema's toolbar/rowActions/bulkActions; unknown names throw. */
export function actionModel(entity: EntityFile, name: string): ActionModel {
  const status = entity.statusActions?.find((s) => s.name === name);
  if (status) return statusModel(entity, status);
  // A row's connection test (`test` of the schema): tries the host and port stored in the row.
  if (name === TEST_ACTION && entity.test)
    return { name, kind: 'test', key: actionKey(entity.pageId, TEST_ACTION), title: entity.test.title, danger: false };
  // A hook action of the entity over the whole list (`customActions`).
  const custom = entity.customActions?.find((c) => c.name === name);
  if (custom)
    return {
      name,
      kind: 'custom',
      key: actionKey(entity.pageId, custom.action),
      title: custom.title,
      confirm: custom.confirm,
      danger: false,
    };
  const standard = STANDARD[name as keyof typeof STANDARD];
  if (!standard) throw new Error(`${entity.name}: unknown action "${name}"`);
  return {
    name,
    kind: name as ActionKind,
    key: actionKey(entity.pageId, standard.action),
    title: standard.title,
    confirm: name === 'delete' ? TEXTS.confirmDelete : undefined,
    danger: standard.danger ?? false,
  };
}

const statusNames = (entity: EntityFile) => (entity.statusActions ?? []).map((s) => s.name);
const customNames = (entity: EntityFile) => (entity.customActions ?? []).map((c) => c.name);

const OPERATION_OF: Record<Exclude<ActionKind, 'status' | 'test' | 'custom'>, Operation> = {
  add: 'save',
  import: 'import',
  export: 'export',
  get: 'get',
  edit: 'update',
  // Moving a tree node changes its parent: an update.
  move: 'update',
  addChild: 'save',
  delete: 'delete',
};

/** A button of a generic operation shows only where the entity offers it (`operations`). */
const offered = (entity: EntityFile, name: string) => {
  const operation = OPERATION_OF[name as keyof typeof OPERATION_OF];
  return !operation || entityOffers(entity, operation);
};

/** Toolbar, row and bulk actions, from the schema or from sensible defaults. */
export function buildActions(entity: EntityFile) {
  const toolbar = entity.list.toolbar ?? [
    'add',
    ...(entity.import ? ['import'] : []),
    ...(entity.export ? ['export'] : []),
  ];
  const row = entity.list.rowActions ?? ['get', 'edit', ...statusNames(entity), 'delete'];
  const bulk = entity.list.bulkActions ?? ['delete'];
  const resolve = (names: string[]) =>
    names
      .filter(
        (name) =>
          statusNames(entity).includes(name) ||
          customNames(entity).includes(name) ||
          (name === TEST_ACTION ? !!entity.test : offered(entity, name)),
      )
      .map((n) => actionModel(entity, n));
  return { toolbar: resolve(toolbar), row: resolve(row), bulk: resolve(bulk), status: resolve(statusNames(entity)) };
}

/**
 * Whether a row lets the action run: not locked for it (`lockedRows`, `userId` the caller's), and
 * its status allows it (a status action's `from`, an edit's or a delete's `editableIn`).
 */
export function rowAllows(
  action: ActionModel,
  entity: EntityFile,
  row: Record<string, unknown>,
  userId?: number,
): boolean {
  return !rowLock(entity, row, action.name, userId) && statusAllows(action, entity, row);
}

function statusAllows(action: ActionModel, entity: EntityFile, row: Record<string, unknown>): boolean {
  if (!entity.statusField) return true;
  const status = row[entity.statusField];
  const among = (values: readonly (string | number)[]) =>
    values.some((value) => value === status || String(value) === String(status));
  // Editing and deleting stop once the row leaves its editable statuses (`editableIn`).
  if (action.kind === 'edit' || action.kind === 'delete') return !entity.editableIn || among(entity.editableIn);
  if (action.kind !== 'status') return true;
  return among(action.from ?? []);
}

/** The actions a user sees: those whose key they hold, and for a row those the row allows. */
export function visibleActions(
  actions: ActionModel[],
  has: (key: string) => boolean,
  entity: EntityFile,
  row?: Record<string, unknown>,
  userId?: number,
): ActionModel[] {
  return actions.filter((a) => has(a.key) && (!row || rowAllows(a, entity, row, userId)));
}

/** For bulk status actions: only the selected rows that allow it. */
export const rowsAllowing = <R extends Record<string, unknown>>(
  action: ActionModel,
  entity: EntityFile,
  rows: R[],
  userId?: number,
) => rows.filter((row) => rowAllows(action, entity, row, userId));
