import { API_CODES } from '../../src/meta/api-codes';
import type { FieldError } from '../../src/meta/api-codes';

/**
 * A business failure of a generic route: answered as HTTP 200 with a non-zero body code and a
 * message a person can act on (ARCHITECTURE "API shape"). Thrown inside a transaction, it also
 * rolls the transaction back, so that nothing is half written.
 */
export class CrudError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const validationError = (message: string, errors: FieldError[]) =>
  new CrudError(API_CODES.VALIDATION_FAILED, message, { errors });

export const ok = <T>(data: T, msg = 'success') => ({ code: API_CODES.OK, msg, data, success: true });

export const failure = (error: CrudError) => ({
  code: error.code,
  msg: error.message,
  data: error.data,
  success: false,
});
