import type { EntityFile } from './model';

/** The entities an entity's fields refer to: what its lists, filters and forms label and pick. */
export const entitiesReferredToBy = (entity: EntityFile): string[] => [
  ...Object.values(entity.fields).flatMap((field) => field.ref?.entity ?? []),
  // Reference cells of sub-table rows pick and show rows of their entity too.
  ...Object.values(entity.fields).flatMap((field) =>
    Object.values(field.sub?.fields ?? {}).flatMap((row) => row.ref?.entity ?? []),
  ),
];

/** The entities an entity's screens read besides its own: those its fields refer to and its related lists show. */
export const entitiesNamedBy = (entity: EntityFile): string[] => [
  ...entitiesReferredToBy(entity),
  ...(entity.detail.related ?? []).map((rel) => rel.entity),
  // A tabbed detail lists related rows in its tabs too.
  ...(entity.detail.tabs ?? []).flatMap((tab) => (tab.related ? [tab.related.entity] : [])),
];

/**
 * The names of the entities an entity names, transitively (itself excluded), from a lookup of
 * all of them; `namedBy` says what one entity names (a list: entitiesReferredToBy).
 */
export function entitiesReachedFrom(
  entity: EntityFile,
  byName: (name: string) => EntityFile | undefined,
  namedBy: (entity: EntityFile) => string[] = entitiesNamedBy,
): string[] {
  const reached = new Set<string>([entity.name]);
  let wave = namedBy(entity);
  while (wave.length > 0) {
    const fresh = [...new Set(wave)].filter((name) => !reached.has(name) && byName(name));
    fresh.forEach((name) => reached.add(name));
    wave = fresh.flatMap((name) => namedBy(byName(name)!));
  }
  reached.delete(entity.name);
  return [...reached];
}
