import type { ApiResponse } from '../../src/meta/api-codes';
import { messageOf, type ErrorDef } from '../errors';

export const ok = <T>(data: T, msg = 'success'): ApiResponse<T> => ({ code: 0, msg, data, success: true });

export const fail = (error: ErrorDef, detail?: string, data: unknown = null): ApiResponse => ({
  code: error.code,
  msg: messageOf(error, detail),
  data,
  success: false,
});
