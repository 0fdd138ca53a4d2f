/** Where the portrait detail lives; a member's portrait is one level below. */
export const PORTRAIT_BASE = '/userPortraitInfo';

/** The member of a portrait path (/userPortraitInfo/42), undefined when none is named. */
export function memberIdOf(pathname: string): number | undefined {
  const rest = pathname.slice(PORTRAIT_BASE.length).replace(/^\/+|\/+$/g, '');
  const id = Number(rest);
  return rest && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
