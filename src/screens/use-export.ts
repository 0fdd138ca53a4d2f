import { message } from 'antd';
import { useCallback } from 'react';
import { TEXTS, useDataProvider, type ListQuery } from '../engine';
import { useI18n } from '../i18n';
import type { EntityFile } from '../meta/model';
import { saveBlob } from './save-blob';

const PROGRESS_KEY = 'entity-export';

/** Exports the rows the current filters select (all pages) to .xlsx, showing the bytes received. */
export function useExport(entity: EntityFile, query: ListQuery, extraFilters?: Record<string, unknown>) {
  const provider = useDataProvider();
  const { tr } = useI18n();
  return useCallback(async () => {
    const label = tr(TEXTS.exporting);
    message.loading({ key: PROGRESS_KEY, content: label, duration: 0 });
    try {
      const { blob, filename } = await provider.exportRows({
        entity,
        filters: { ...query.filters, ...(extraFilters as ListQuery['filters']) },
        sort: query.sort,
        onProgress: (loaded) =>
          message.loading({ key: PROGRESS_KEY, content: `${label} ${Math.round(loaded / 1024)} KB`, duration: 0 }),
      });
      saveBlob(blob, filename || `${entity.name}.xlsx`);
      message.success({ key: PROGRESS_KEY, content: tr(TEXTS.done) });
    } catch (error) {
      message.error({ key: PROGRESS_KEY, content: (error as Error).message });
    }
  }, [provider, entity, query, extraFilters, tr]);
}
