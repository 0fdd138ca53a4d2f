import { API_CODES } from '../src/meta/api-codes';

/**
 * Every failure the server answers, in one place, with a stable code and the spec's messages
 * (SPEC section 8) in both interface languages. Routes throw `new ApiError(ERRORS.X)`.
 */
export interface ErrorDef {
  code: number;
  /** HTTP status; 200 for business failures, which carry a non-zero body code. */
  status: number;
  zh: string;
  en: string;
}

const def = (code: number, zh: string, en: string, status = 200): ErrorDef => ({ code, status, zh, en });

export const ERRORS = {
  UNAUTHORIZED: def(401, '未登录或登录凭证无效', 'Unauthorized - Authorization verification failed', 401),
  FORBIDDEN: def(403, '没有权限访问', 'Forbidden', 403),
  NOT_FOUND_ROUTE: def(404, '接口不存在', 'No such API path', 404),
  SESSION_EXPIRED: def(API_CODES.SESSION_EXPIRED, '登录已过期，请重新登录', 'token expired, please log in again'),
  LOGIN_WRONG_DETAILS: def(API_CODES.LOGIN_WRONG_DETAILS, '输入的信息存在错误', 'entered information contains errors'),
  LOGIN_WRONG_PASSWORD: def(
    API_CODES.LOGIN_WRONG_PASSWORD,
    '输入的信息存在错误',
    'entered information contains errors',
  ),
  LOGIN_LOCKED: def(
    API_CODES.LOGIN_LOCKED,
    '账号已锁定，请稍后再试',
    'account locked after repeated failures, try again later',
  ),
  LOGIN_DISABLED: def(API_CODES.LOGIN_WRONG_DETAILS, '账号或商户已停用', 'the account or the seller is disabled'),
  CAPTCHA_REQUIRED: def(API_CODES.LOGIN_CAPTCHA, '请输入短信验证码', 'an SMS verification code is required'),
  CAPTCHA_WRONG: def(API_CODES.LOGIN_CAPTCHA, '短信验证码错误或已过期', 'the SMS code is wrong or expired'),
  IP_NOT_ALLOWED: def(
    API_CODES.LOGIN_IP_NOT_ALLOWED,
    '当前IP不允许登录，请使用短信验证',
    'this IP may not log in; verify by SMS',
  ),
  NO_PHONE: def(API_CODES.LOGIN_WRONG_DETAILS, '账号未绑定手机号', 'the account has no phone number'),
  RATE_LIMITED: def(API_CODES.RATE_LIMITED, '操作过于频繁，请稍后再试', 'too many requests, try again later'),
  VALIDATION_FAILED: def(API_CODES.VALIDATION_FAILED, '提交的数据不符合要求', 'the data sent breaks the rules'),
  PASSWORD_POLICY: def(
    API_CODES.VALIDATION_FAILED,
    '必须包含大小写字母、数字和特殊字符，10位及以上',
    'must contain upper and lower case letters, digits and special characters, 10 or more characters',
  ),
  OLD_PASSWORD_WRONG: def(API_CODES.VALIDATION_FAILED, '原密码错误', 'the old password is wrong'),
  ONLY_OWN_PASSWORD: def(403, '只能修改自己的密码', 'you may change only your own password', 403),
  ORGANIZATION_HAS_USERS: def(
    API_CODES.VALIDATION_FAILED,
    '该组织下还有用户，请先调整这些用户的所属组织',
    'the organization still has users: move them to another one first',
  ),
  NOT_FOUND: def(API_CODES.NOT_FOUND, '数据不存在', 'no such record'),
  CONFLICT: def(API_CODES.CONFLICT, '数据已存在', 'the value is already taken'),
  TICKET_INVALID: def(API_CODES.SESSION_EXPIRED, '登录链接无效或已过期', 'the login link is invalid or expired'),
  SERVER_ERROR: def(API_CODES.SERVER_ERROR, '服务端异常', 'server exception', 500),
} as const;
export type ErrorName = keyof typeof ERRORS;

export class ApiError extends Error {
  constructor(
    readonly def: ErrorDef,
    /** Replaces the catalogue text where the situation needs naming (a missing action key). */
    readonly detail?: string,
    readonly data: unknown = null,
  ) {
    super(detail ?? def.en);
    this.name = 'ApiError';
  }
}

/** "中文 (English)": both languages, the interface's default first. */
export const messageOf = (error: ErrorDef, detail?: string) =>
  detail ? `${error.zh}: ${detail}` : `${error.zh} (${error.en})`;
