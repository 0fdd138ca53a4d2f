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

export const actionKey = (pageId: string, action: string) => `${pageId}:${action}`;

/** Every action name an entity offers: the generic ones and its status actions' keys. */
export function entityActions(entity: EntityFile): string[] {
  const names = new Set<string>(Object.values(OPERATION_ACTIONS));
  if (!entity.import) names.delete('import');
  if (!entity.export) names.delete('export');
  for (const action of entity.statusActions ?? []) names.add(action.action);
  return [...names];
}
