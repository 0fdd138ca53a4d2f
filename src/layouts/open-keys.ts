/**
 * SPEC section 2: opening a root-level submenu closes the other root-level ones; nested
 * submenus open and close freely.
 */
export function nextOpenKeys(current: string[], requested: string[], rootKeys: ReadonlySet<string>): string[] {
  const opened = requested.find((key) => !current.includes(key));
  if (!opened || !rootKeys.has(opened)) return requested;
  // The other roots close, and with them whatever was open inside them.
  return [opened];
}
