declare module 'virtual:menu-icon-sets' {
  import type { IconDefinition } from '@ant-design/icons-svg/es/types';
  /** The menu's icons in sets loaded as one chunk each (scripts/lib/menu-icon-sets.ts). */
  export const menuIconSets: {
    /** The first-level menu url whose side menu shows them; none for the first level's own. */
    root?: string;
    icons: string[];
    load(): Promise<{ default: Record<string, IconDefinition> }>;
  }[];
}
