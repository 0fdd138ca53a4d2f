import type { ApiResponse } from '../meta/api-codes';
import type { DataProvider, DownloadedFile, PageParams } from './data-provider';
import { operationPath } from './data-provider';

/** The shell's HTTP client functions the provider needs (src/api/http). */
export interface HttpClient {
  apiPost<T>(path: string, body?: unknown): Promise<ApiResponse<T>>;
  apiDownload(path: string, body: unknown, onProgress?: (loaded: number) => void): Promise<DownloadedFile>;
  apiUpload<T>(
    path: string,
    formData: FormData,
    onProgress?: (loaded: number, total?: number) => void,
  ): Promise<ApiResponse<T>>;
}

/** Form values are sent as they are; formily's array bookkeeping keys are not. */
export function cleanValues(values: unknown): unknown {
  if (Array.isArray(values)) return values.map(cleanValues);
  if (values && typeof values === 'object' && !(values instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) {
      if (key.startsWith('__') || key === '$labels') continue;
      out[key] = cleanValues(value);
    }
    return out;
  }
  return values;
}

/** The body of a page request, field order included (the start-up script sends it verbatim). */
export const pageBody = ({ pageNo, pageSize, filters, sort }: Omit<PageParams, 'entity'>) => ({
  pageNo,
  pageSize,
  filters,
  sort,
});

/**
 * The data provider over the generic entity routes (ARCHITECTURE: /<service>/<resource>/<op>).
 * `base` is prefixed to each path, for clients that do not add the API base themselves.
 */
export function createHttpDataProvider(http: HttpClient, base = ''): DataProvider {
  const path = (entity: Parameters<typeof operationPath>[0], op: string) => base + operationPath(entity, op);
  return {
    page: ({ entity, ...query }) => http.apiPost(path(entity, 'page'), pageBody(query)),
    get: ({ entity, id }) => http.apiPost(path(entity, 'get'), { id }),
    create: ({ entity, values }) => http.apiPost(path(entity, 'save'), cleanValues(values)),
    update: ({ entity, id, values }) =>
      http.apiPost(path(entity, 'update'), { ...(cleanValues(values) as object), id }),
    remove: ({ entity, ids }) => http.apiPost(path(entity, 'delete'), { ids }),
    runStatusAction: ({ entity, name, ids, input }) =>
      http.apiPost(path(entity, name), input ? { ids, input: cleanValues(input) } : { ids }),
    transitions: ({ entity, id }) => http.apiPost(path(entity, 'transitions'), { id }),
    uploadFile: ({ entity, field, file, fileName }) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return http.apiUpload(`${path(entity, 'upload')}?field=${encodeURIComponent(field)}`, form);
    },
    call: ({ entity, operation, body }) => http.apiPost(path(entity, operation), cleanValues(body)),
    exportRows: ({ entity, filters, sort, onProgress }) =>
      http.apiDownload(path(entity, 'export'), { pageNo: 1, pageSize: -1, filters, sort }, onProgress),
    importRows: ({ entity, file, onProgress }) => {
      const form = new FormData();
      form.append('file', file, 'import.xlsx');
      return http.apiUpload(path(entity, 'import'), form, onProgress);
    },
    importTemplate: ({ entity }) => http.apiDownload(path(entity, 'importTemplate'), {}),
    options: ({ entity, keyword, ids, pageNo, pageSize, offer }) =>
      http.apiPost(path(entity, 'options'), { keyword, ids, pageNo, pageSize, offer }),
    tree: ({ entity }) => http.apiPost(path(entity, 'tree'), {}),
    move: ({ entity, id, parentId }) => http.apiPost(path(entity, 'move'), { id, parentId }),
  };
}
