import { useEffect, useState } from 'react';
import { entityRoutes } from 'virtual:schema-routes';
import { useActions } from '../auth/use-actions';
import { loadEntity } from '../engine/bundle';
import { actionKey, OPERATION_ACTIONS } from '../meta/entity-actions';
import type { EntityFile } from '../meta/model';

/**
 * Where the dashboards read their figures: entity names and fields, in one place. A source
 * whose entity the product does not (yet) have is left out of the screens rather than shown
 * as an error.
 */
export const SOURCES = {
  station: { entity: 'station', city: 'city', type: 'stationType', status: 'status' },
  pile: { entity: 'pile', station: 'stationId', online: 'onlineStatus', onlineValue: 1, status: 'status' },
  gun: { entity: 'gun', status: 'status' },
  bill: {
    entity: 'bill',
    station: 'stationId',
    time: 'startTime',
    energy: 'kwh',
    amount: 'totalAmount',
    businessType: 'businessType',
    member: 'memberId',
  },
  member: { entity: 'member', created: 'createdAt', type: 'memberType', source: 'source' },
  alarm: { entity: 'alarmRecord', level: 'alarmLevel', station: 'stationId', time: 'createdAt' },
} as const;

const known = new Set(entityRoutes.map(([, name]) => name));

/** Whether the product has this entity (its schema is routed). */
export const hasEntity = (name: string) => known.has(name);

/**
 * The entities among `names` whose list the user may read (`<pageId>:query`): a dashboard
 * shows only panels its user's lists would show. Undefined while the schemas load.
 */
export function useReadableEntities(names: readonly string[]): Set<string> | undefined {
  const { has } = useActions();
  const key = names.join(',');
  const [readable, setReadable] = useState<Set<string>>();
  useEffect(() => {
    let live = true;
    const present = key.split(',').filter((name) => name && hasEntity(name));
    void Promise.all(present.map((name) => loadEntity(name).catch(() => undefined))).then((entities) => {
      if (!live) return;
      const allowed = entities.filter(
        (entity): entity is EntityFile => !!entity && has(actionKey(entity.pageId, OPERATION_ACTIONS.page)),
      );
      setReadable(new Set(allowed.map((entity) => entity.name)));
    });
    return () => {
      live = false;
    };
  }, [key, has]);
  return readable;
}
