declare module 'virtual:schema-routes' {
  /** [url, entity name]: each entity's list at its menu url (scripts/lib/schema-routes-plugin). */
  export const entityRoutes: [string, string][];
  /**
   * [url, screen, fixed filters?]: menu items that mount a hand-written screen id or
   * `entity:<name>` (with the filters that narrow that entity's list there).
   */
  export const screenMounts: [string, string, Record<string, string | number | boolean>?][];
  /** Loads a known entity's schema file by the entity's name. */
  export const loadEntityFile: (name: string) => Promise<{ default: unknown }>;
  /** Loads a known dictionary's file by the dictionary's name. */
  export const loadDictionaryFile: (name: string) => Promise<{ default: unknown }>;
}
