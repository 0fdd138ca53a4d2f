/**
 * Body codes of `{ code, msg, data, success }` answers, shared by the server and the web app.
 * HTTP 401 (no or unknown token) and 403 (missing action key) are HTTP statuses, not codes.
 */
export const API_CODES = {
  OK: 0,
  /** The session expired or was revoked: log in again. */
  SESSION_EXPIRED: 2,
  /** Login: seller, account or password wrong (SPEC: codes 4 and 8). */
  LOGIN_WRONG_DETAILS: 4,
  LOGIN_WRONG_PASSWORD: 8,
  /** Login: the account is locked after repeated failures. */
  LOGIN_LOCKED: 9,
  /** Login: an SMS captcha is required or was wrong. */
  LOGIN_CAPTCHA: 7,
  /** Login: the caller's IP is not one the seller allows; finish on /iplogin with an SMS code. */
  LOGIN_IP_NOT_ALLOWED: 921,
  /** The payload broke validation rules; data.errors names the fields. */
  VALIDATION_FAILED: 10,
  /** No such row for this seller. */
  NOT_FOUND: 11,
  /** A status action is not allowed from the row's current status. */
  STATUS_NOT_ALLOWED: 12,
  /** An import was refused; data.errors lists the rows. Nothing was written. */
  IMPORT_FAILED: 13,
  /** Too many requests (SMS codes, login attempts). */
  RATE_LIMITED: 14,
  /** A value that must be unique is taken. */
  CONFLICT: 15,
  /** The request's database work ran past its bound (HTTP 503): narrow it or try again later. */
  STATEMENT_TIMEOUT: 16,
  SERVER_ERROR: 500,
} as const;
export type ApiCode = (typeof API_CODES)[keyof typeof API_CODES];

export interface ApiResponse<T = unknown> {
  code: number;
  msg: string;
  data: T;
  success: boolean;
}

/** A page of rows. totalCapped: the real count is larger than totalCount ("more than N"). */
export interface TablePage<Row = Record<string, unknown>> {
  data: Row[];
  pageNo: number;
  totalCount: number;
  totalCapped?: boolean;
}

/** One field's failure in a VALIDATION_FAILED or IMPORT_FAILED answer. */
export interface FieldError {
  field: string;
  message: string;
  /** 1-based spreadsheet row, for imports (the header is row 1). */
  row?: number;
}
