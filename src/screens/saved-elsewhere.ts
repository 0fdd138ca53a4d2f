import { useEffect } from 'react';
import type { EntityFile } from '../meta/model';

const EVENT = 'entity-saved';

/** What is saved: an entity, or a system table's screens by name ('role'). */
type Saved = Pick<EntityFile, 'name'>;

/** Tells the screens that a row of an entity changed, e.g. on a page form the list is not on. */
export const announceSaved = (entity: Saved) => window.dispatchEvent(new CustomEvent(EVENT, { detail: entity.name }));

/** Runs `reload` when a row of the entity is saved elsewhere: a kept list shows it on return. */
export function useSavedElsewhere(entity: Saved, reload: () => void): void {
  useEffect(() => {
    const listener = (event: Event) => {
      if ((event as CustomEvent<string>).detail === entity.name) reload();
    };
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, [entity, reload]);
}
