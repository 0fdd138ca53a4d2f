import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { EntityFile } from '../meta/model';
import { WithDataProvider } from './app-data-provider';
import { detailIdOf } from './detail-path';
import { EntityDetail } from './entity-detail';
import { EntityList } from './entity-list';

export interface EntityScreens {
  list: ComponentType;
  detail: ComponentType;
}

const cache = new WeakMap<EntityFile, EntityScreens>();

/**
 * The routed list and detail screens of an entity. Made once per entity so that the shell's
 * router sees a stable component and keeps its state across renders.
 */
export function entityScreens(entity: EntityFile): EntityScreens {
  let screens = cache.get(entity);
  if (screens) return screens;
  const EntityListScreen = () => (
    <WithDataProvider>
      <EntityList entity={entity} inUrl />
    </WithDataProvider>
  );
  const EntityDetailScreen = () => {
    const id = detailIdOf(entity, useLocation().pathname);
    return <WithDataProvider>{id !== undefined && <EntityDetail key={id} entity={entity} id={id} />}</WithDataProvider>;
  };
  EntityListScreen.displayName = `EntityListScreen(${entity.name})`;
  EntityDetailScreen.displayName = `EntityDetailScreen(${entity.name})`;
  screens = { list: EntityListScreen, detail: EntityDetailScreen };
  cache.set(entity, screens);
  return screens;
}
