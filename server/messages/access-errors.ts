import { API_CODES } from '../../src/meta/api-codes';
import { entry } from './entry';

/** Sign-in, session, permission and request failures (SPEC section 8). */
export const ACCESS_ERRORS = {
  UNAUTHORIZED: entry(401, '未登录或登录凭证无效', 'Unauthorized - Authorization verification failed', 401),
  FORBIDDEN: entry(403, '没有权限访问', 'Forbidden', 403),
  NOT_FOUND_ROUTE: entry(404, '接口不存在', 'No such API path', 404),
  SESSION_EXPIRED: entry(API_CODES.SESSION_EXPIRED, '登录已过期，请重新登录', 'token expired, please log in again'),
  LOGIN_WRONG_DETAILS: entry(
    API_CODES.LOGIN_WRONG_DETAILS,
    '输入的信息存在错误',
    'entered information contains errors',
  ),
  LOGIN_WRONG_PASSWORD: entry(
    API_CODES.LOGIN_WRONG_PASSWORD,
    '输入的信息存在错误',
    'entered information contains errors',
  ),
  LOGIN_LOCKED: entry(
    API_CODES.LOGIN_LOCKED,
    '账号已锁定，请稍后再试',
    'account locked after repeated failures, try again later',
  ),
  LOGIN_DISABLED: entry(API_CODES.LOGIN_WRONG_DETAILS, '账号或商户已停用', 'the account or the seller is disabled'),
  CAPTCHA_REQUIRED: entry(API_CODES.LOGIN_CAPTCHA, '请输入短信验证码', 'an SMS verification code is required'),
  CAPTCHA_WRONG: entry(API_CODES.LOGIN_CAPTCHA, '短信验证码错误或已过期', 'the SMS code is wrong or expired'),
  IP_NOT_ALLOWED: entry(
    API_CODES.LOGIN_IP_NOT_ALLOWED,
    '当前IP不允许登录，请使用短信验证',
    'this IP may not log in; verify by SMS',
  ),
  NO_PHONE: entry(API_CODES.LOGIN_WRONG_DETAILS, '账号未绑定手机号', 'the account has no phone number'),
  RATE_LIMITED: entry(API_CODES.RATE_LIMITED, '操作过于频繁，请稍后再试', 'too many requests, try again later'),
  VALIDATION_FAILED: entry(API_CODES.VALIDATION_FAILED, '提交的数据不符合要求', 'the data sent breaks the rules'),
  PASSWORD_POLICY: entry(
    API_CODES.VALIDATION_FAILED,
    '必须包含大小写字母、数字和特殊字符，10位及以上',
    'must contain upper and lower case letters, digits and special characters, 10 or more characters',
  ),
  OLD_PASSWORD_WRONG: entry(API_CODES.VALIDATION_FAILED, '原密码错误', 'the old password is wrong'),
  ONLY_OWN_PASSWORD: entry(403, '只能修改自己的密码', 'you may change only your own password', 403),
  ORGANIZATION_HAS_USERS: entry(
    API_CODES.VALIDATION_FAILED,
    '该组织下还有用户，请先调整这些用户的所属组织',
    'the organization still has users: move them to another one first',
  ),
  badDataScope: entry(API_CODES.VALIDATION_FAILED, '数据范围只能是：{0}', 'The data scope must be one of: {0}'),
  adminRoleDataScope: entry(
    API_CODES.VALIDATION_FAILED,
    '管理员角色的数据范围固定为全部场站',
    'The administrator role always sees all stations',
  ),
  dataScopeBeyondOwn: entry(
    403,
    '你只能查看部分场站，只能为角色设置“仅绑定场站”',
    "You see only some stations: a role you edit may only see its users' bound stations",
    403,
  ),
  badRoleCode: entry(
    API_CODES.VALIDATION_FAILED,
    '以字母开头，只含字母、数字、_ 和 -，最多32位',
    'Starts with a letter; letters, digits, _ and -; at most 32',
  ),
  organizationDisabled: entry(
    API_CODES.VALIDATION_FAILED,
    '该组织已停用，不能加入新用户',
    'The organization is disabled and takes no new users',
  ),
  accountKept: entry(API_CODES.VALIDATION_FAILED, '账号创建后不能修改', 'The account cannot be changed once created'),
  passwordByReset: entry(
    API_CODES.VALIDATION_FAILED,
    '请使用“重置密码”修改密码',
    'Change the password with the reset password button',
  ),
  passwordNotDigest: entry(
    API_CODES.VALIDATION_FAILED,
    '密码格式不正确，请重新输入',
    'The password did not arrive in the expected form; enter it again',
  ),
  stationsBeyondOwn: entry(403, '只能为用户绑定你负责的场站', 'You may bind users only to stations of your own', 403),
  grantBeyondOwn: entry(403, '不能授予你没有的权限：{0}', 'You cannot grant permissions you do not hold: {0}', 403),
  roleBeyondOwn: entry(
    403,
    '角色“{0}”包含你没有的权限：{1}',
    'Role "{0}" reaches permissions you do not hold: {1}',
    403,
  ),
  userBeyondOwn: entry(403, '用户“{0}”拥有你没有的权限：{1}', 'User "{0}" holds permissions you do not: {1}', 403),
  adminRoleBoundByAdmin: entry(
    403,
    '只有管理员可以分配管理员角色“{0}”',
    'Only an administrator binds the administrator role "{0}"',
    403,
  ),
  adminRoleChangedByAdmin: entry(
    403,
    '只有管理员可以修改管理员角色',
    'Only an administrator changes the administrator role',
    403,
  ),
  ownRoleKept: entry(403, '你不能修改自己持有的角色“{0}”', 'You cannot change role "{0}": you hold it yourself', 403),
  userSeesMoreStations: entry(403, '用户“{0}”可查看你负责范围以外的场站', 'User "{0}" sees stations you do not', 403),
  adminUserManagedByAdmin: entry(
    403,
    '只有管理员可以管理管理员“{0}”',
    'Only an administrator manages the administrator "{0}"',
    403,
  ),
  NOT_FOUND: entry(API_CODES.NOT_FOUND, '数据不存在', 'no such record'),
  CONFLICT: entry(API_CODES.CONFLICT, '数据已存在', 'The value is already taken'),
  TICKET_INVALID: entry(API_CODES.SESSION_EXPIRED, '登录链接无效或已过期', 'the login link is invalid or expired'),
  SERVER_ERROR: entry(API_CODES.SERVER_ERROR, '服务端异常', 'server exception', 500),
} as const;
