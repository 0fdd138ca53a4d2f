import { message } from 'antd';
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { ListQuery } from '../engine';
import { useDataProvider } from '../engine/data-provider-context';
import { TEXTS } from '../engine/texts';
import { useI18n } from '../i18n';
import type { EntityFile } from '../meta/model';
import { saveBlob } from './save-blob';

const PROGRESS_KEY = 'entity-export';

/**
 * Exports the rows the current filters select (all pages) to .xlsx, showing the bytes received.
 * The query is read when the export runs, so the callback stays the same while the user pages
 * and the table's action column is not rebuilt for it.
 */
export function useExport(entity: EntityFile, query: ListQuery, extraFilters?: Record<string, unknown>) {
  const provider = useDataProvider();
  const { tr } = useI18n();
  const current = useRef({ query, extraFilters });
  useLayoutEffect(() => {
    current.current = { query, extraFilters };
  });
  return useCallback(async () => {
    const { query: shown, extraFilters: fixed } = current.current;
    const label = tr(TEXTS.exporting);
    message.loading({ key: PROGRESS_KEY, content: label, duration: 0 });
    try {
      const { blob, filename } = await provider.exportRows({
        entity,
        filters: { ...shown.filters, ...(fixed as ListQuery['filters']) },
        sort: shown.sort,
        onProgress: (loaded) =>
          message.loading({ key: PROGRESS_KEY, content: `${label} ${Math.round(loaded / 1024)} KB`, duration: 0 }),
      });
      saveBlob(blob, filename || `${entity.name}.xlsx`);
      message.success({ key: PROGRESS_KEY, content: tr(TEXTS.done) });
    } catch (error) {
      message.error({ key: PROGRESS_KEY, content: (error as Error).message });
    }
  }, [provider, entity, tr]);
}
