import type { AxiosRequestConfig } from 'axios';
import { message } from 'antd';
import { API_CODES, type ApiResponse, type TablePage } from '../meta/api-codes';
import { getClient } from './clients/get-client';
import { longClient } from './clients/long-client';
import { mainClient } from './clients/main-client';
import { uploadClient } from './clients/upload-client';
import { filenameFromDisposition } from './filename';

export type { ApiResponse, TablePage };

export interface PostOptions {
  timeoutMs?: number;
  /** The caller reports HTTP failures itself. */
  silent?: boolean;
}

/** The main JSON client (60 s): resolves with the body, whatever its code. */
export async function apiPost<T>(path: string, body?: unknown, options: PostOptions = {}): Promise<ApiResponse<T>> {
  const config: AxiosRequestConfig & { silent?: boolean } = { silent: options.silent };
  if (options.timeoutMs) config.timeout = options.timeoutMs;
  const response = await mainClient.post<ApiResponse<T>>(path, body ?? {}, config);
  return response.data;
}

/** The GET client (15 s). */
export async function apiGet<T>(path: string, params?: Record<string, unknown>): Promise<ApiResponse<T>> {
  const response = await getClient.get<ApiResponse<T>>(path, { params });
  return response.data;
}

/** SPEC section 8: a table call with a non-zero code shows the message and yields an empty table. */
export async function apiTable<Row>(path: string, body: unknown): Promise<TablePage<Row>> {
  const answer = await apiPost<TablePage<Row>>(path, body);
  if (answer.code === API_CODES.OK && answer.data) return answer.data;
  if (answer.code !== API_CODES.SESSION_EXPIRED) message.error(answer.msg);
  return { data: [], pageNo: 1, totalCount: 0 };
}

/** The long client (180 s) for exports: the file and its name from Content-Disposition. */
export async function apiDownload(
  path: string,
  body: unknown,
  onProgress?: (loadedBytes: number) => void,
): Promise<{ blob: Blob; filename: string }> {
  const response = await longClient.post<Blob>(path, body ?? {}, {
    responseType: 'blob',
    onDownloadProgress: (event) => onProgress?.(event.loaded),
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  return { blob: response.data, filename: filenameFromDisposition(disposition) };
}

/** The upload client (100 s). */
export async function apiUpload<T>(
  path: string,
  formData: FormData,
  onProgress?: (loadedBytes: number, totalBytes?: number) => void,
): Promise<ApiResponse<T>> {
  const response = await uploadClient.post<ApiResponse<T>>(path, formData, {
    onUploadProgress: (event) => onProgress?.(event.loaded, event.total),
  });
  return response.data;
}
