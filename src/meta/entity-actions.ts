import type { EntityFile } from './model/entity';

/** Generic operations every entity offers, and the action each one needs (SPEC section 6). */
export const OPERATION_ACTIONS = {
  page: 'query',
  get: 'get',
  save: 'add',
  update: 'edit',
  delete: 'delete',
  export: 'export',
  import: 'import',
} as const;
export type Operation = keyof typeof OPERATION_ACTIONS;

/** The action of an entity's declared connection test. */
export const TEST_ACTION = 'test';

export const actionKey = (pageId: string, action: string) => `${pageId}:${action}`;

/**
 * Whether an entity offers a generic operation: those its `operations` list (all when omitted),
 * import and export only with their definitions. A read-only log offers no save, update or delete.
 */
export function entityOffers(entity: EntityFile, operation: Operation): boolean {
  if (entity.operations && !(entity.operations as readonly string[]).includes(operation)) return false;
  if (operation === 'import' && !entity.import) return false;
  if (operation === 'export' && !entity.export) return false;
  return true;
}

/** Every action name an entity offers: the generic ones and its status actions' keys. */
export function entityActions(entity: EntityFile): string[] {
  // Settings (one row, or key-value) are only read and saved.
  if (entity.kind === 'single' || entity.kind === 'kv') return ['query', 'edit', ...(entity.test ? [TEST_ACTION] : [])];
  const names = new Set<string>();
  for (const [operation, action] of Object.entries(OPERATION_ACTIONS))
    if (entityOffers(entity, operation as Operation)) names.add(action);
  if (entity.test) names.add(TEST_ACTION);
  for (const action of entity.statusActions ?? []) names.add(action.action);
  // A row's own custom action (a user's password reset) is a button of its own to grant.
  for (const action of entity.customActions ?? []) if (action.row) names.add(action.action);
  return [...names];
}
