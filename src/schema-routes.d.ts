declare module 'virtual:schema-routes' {
  /** [url, entity name]: each entity's list at its menu url (scripts/lib/schema-routes-plugin). */
  export const entityRoutes: [string, string][];
  /** [url, screen]: menu items that mount a hand-written screen id or `entity:<name>`. */
  export const screenMounts: [string, string][];
  /** One loader per entity schema file, by entity name. */
  export const entityLoaders: Record<string, () => Promise<{ default: unknown }>>;
}
