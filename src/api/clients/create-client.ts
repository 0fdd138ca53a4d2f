import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { getToken } from '../../auth/storage';
import { getLocale } from '../../i18n/i18n-store';
import { noteAccessStamp } from '../access-stamp';
import { onBodyCode, onHttpFailure } from '../error-catalogue';

export interface ClientOptions {
  baseURL?: string;
  timeoutMs: number;
  /** Header that carries the token; the main client uses Authorization. */
  tokenHeader?: string;
  /** Extra headers computed per request (the signed client). */
  extraHeaders?: (config: InternalAxiosRequestConfig) => Record<string, string>;
}

/** Marks a request whose failures the caller reports itself. */
export interface SilentConfig {
  silent?: boolean;
}

const isLoginPath = (url = '') => /\/system\/(login|sms\/login)$/.test(url);

/**
 * One axios instance with SPEC section 8's catalogue: the token and the person's language go out
 * in headers, HTTP 401 and 403 and body code 2 get their reactions, and the body is what callers
 * receive.
 */
export function createClient(options: ClientOptions): AxiosInstance {
  const client = axios.create({ baseURL: options.baseURL ?? '', timeout: options.timeoutMs });
  client.interceptors.request.use((config) => {
    const token = getToken();
    if (token) config.headers.set(options.tokenHeader ?? 'Authorization', token);
    // The server answers in the language the person chose here, not the browser's: messages,
    // exported headers, values and file names (server/crud/locale.ts).
    if (!config.headers.has('Accept-Language')) config.headers.set('Accept-Language', getLocale());
    if (options.extraHeaders) {
      for (const [name, value] of Object.entries(options.extraHeaders(config))) config.headers.set(name, value);
    }
    return config;
  });
  client.interceptors.response.use(
    (response) => {
      const body = response.data as { code?: unknown } | undefined;
      if (body && typeof body === 'object' && typeof body.code === 'number') onBodyCode(body.code);
      noteAccessStamp(response.headers);
      return response;
    },
    (error: AxiosError<{ msg?: string; message?: string }>) => {
      const silent = (error.config as SilentConfig | undefined)?.silent;
      if (error.response) noteAccessStamp(error.response.headers);
      if (error.response && !silent) {
        onHttpFailure({
          status: error.response.status,
          body: error.response.data,
          isLogin: isLoginPath(error.config?.url),
        });
      }
      return Promise.reject(error);
    },
  );
  return client;
}
