import { useMemo } from 'react';
import { buildActions } from '../engine/actions';
import { useMetaBundle } from '../engine/bundle-context';
import { buildColumns } from '../engine/columns';
import { buildFilters } from '../engine/filters';
import { useI18n } from '../i18n';
import type { EntityFile } from '../meta/model';

/** The headless models of one entity's list, computed once per entity and language. */
export function useEntityModels(entity: EntityFile) {
  const { locale } = useI18n();
  const bundle = useMetaBundle();
  return useMemo(
    () => ({
      columns: buildColumns(entity, bundle, locale),
      filters: buildFilters(entity, bundle, locale),
      actions: buildActions(entity),
    }),
    [entity, bundle, locale],
  );
}
