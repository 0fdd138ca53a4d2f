import { theme } from 'antd';
import type { CSSProperties } from 'react';

// Row actions are plain buttons in the look of antd's small link buttons: a page of 100 rows
// holds some 400 of them, and each antd Button runs its own style, wave and context hooks.
const CSS = `
.entity-row-action{border:0;background:none;padding:0 7px;height:24px;cursor:pointer;font:inherit;color:var(--row-action)}
.entity-row-action:hover{color:var(--row-action-hover)}
.entity-row-action:focus-visible{outline:2px solid var(--row-action-hover);outline-offset:1px;border-radius:4px}
.entity-row-action-danger{color:var(--row-action-danger)}
.entity-row-action-danger:hover{color:var(--row-action-danger-hover)}
`;

/** The row action rules, once per list. */
export const RowActionStyle = () => <style>{CSS}</style>;

/** The theme's link colours as the variables the rules read; set on the list's container. */
export function useRowActionColors(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--row-action': token.colorLink,
    '--row-action-hover': token.colorLinkHover,
    '--row-action-danger': token.colorError,
    '--row-action-danger-hover': token.colorErrorHover,
  } as CSSProperties;
}
