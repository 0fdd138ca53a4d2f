/** Anything a registry holds: an id and the field types it serves. */
export interface RegistryEntry {
  id: string;
}

export interface Registry<T extends RegistryEntry> {
  get(id: string): T | undefined;
  /** Like get, but a missing id is a programming or schema error. */
  require(id: string): T;
  all(): T[];
}

/** Builds a registry from its entries; two entries with one id throw, naming the id. */
export function createRegistry<T extends RegistryEntry>(kind: string, entries: T[]): Registry<T> {
  const byId = new Map<string, T>();
  for (const entry of entries) {
    if (byId.has(entry.id)) throw new Error(`${kind} "${entry.id}" is defined twice`);
    byId.set(entry.id, entry);
  }
  return {
    get: (id) => byId.get(id),
    require: (id) => {
      const entry = byId.get(id);
      if (!entry) throw new Error(`no ${kind} "${id}"`);
      return entry;
    },
    all: () => [...byId.values()],
  };
}
