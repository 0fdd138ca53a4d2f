import { useEffect, useState } from 'react';
import { entityWithBundle } from '../charts/aggregate-client';
import type { MetaBundle } from '../meta/bundle';
import type { EntityFile } from '../meta/model';

/** An entity and its bundle (with the dictionaries of one-hop dimensions), for group labels. */
export function useEntityMeta(
  entityName: string,
  dimensions: string[] = [],
): { entity: EntityFile; bundle: MetaBundle } | undefined {
  const [meta, setMeta] = useState<{ entity: EntityFile; bundle: MetaBundle }>();
  const key = dimensions.join(',');
  useEffect(() => {
    let live = true;
    void entityWithBundle(entityName, key ? key.split(',') : []).then(
      (loaded) => live && setMeta(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [entityName, key]);
  return meta;
}
