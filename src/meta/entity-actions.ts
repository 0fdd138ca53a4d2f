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

/** Every action name an entity offers: the generic ones and its status actions' keys. */
export function entityActions(entity: EntityFile): string[] {
  // Settings (one row, or key-value) are only read and saved.
  if (entity.kind === 'single' || entity.kind === 'kv') return ['query', 'edit', ...(entity.test ? [TEST_ACTION] : [])];
  const names = new Set<string>(Object.values(OPERATION_ACTIONS));
  if (entity.test) names.add(TEST_ACTION);
  if (!entity.import) names.delete('import');
  if (!entity.export) names.delete('export');
  for (const action of entity.statusActions ?? []) names.add(action.action);
  return [...names];
}
