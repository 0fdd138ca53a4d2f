import { getSession } from './session-store';

/** SPEC section 6: the action list holds `pageId:action` keys. */
export function hasAction(actionKey: string, actions: readonly string[] = getSession().routes?.actions ?? []): boolean {
  return actions.includes(actionKey);
}

/** The `permissionId.action` check helper of SPEC section 6. */
export function hasPermission(
  permissionId: string,
  action: string,
  actions: readonly string[] = getSession().routes?.actions ?? [],
): boolean {
  return hasAction(`${permissionId}:${action}`, actions);
}
