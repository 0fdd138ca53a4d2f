import { md5 } from './md5';
import type { LocalizedText } from '../meta/model/common';
import { PERMISSIONS_URL, USER_INFO_URL } from '../app/early-boot';
import { earlyOrAsk } from './early-answers';
import { apiGet, apiPost, type ApiResponse } from './http';

/** The session calls of ARCHITECTURE.md's fixed names. */
export interface UserInfo {
  id: number;
  name: string;
  account: string;
  sellerId: number;
  sellerNumber: string;
  avatar?: string;
  welcome?: string;
  /** The welcome text in both languages (`welcome` is its Chinese one). */
  welcomeI18n?: LocalizedText;
  /** Fingerprint of the menus and buttons this answer was given with (api/access-stamp). */
  accessStamp?: string;
}

export interface PermissionRow {
  id: string;
  pid?: string | null;
  url: string;
  title: string | LocalizedText;
  titleI18n?: LocalizedText;
  icon?: string | null;
  sort?: number;
  name: string;
  componentType: 'CATALOG' | 'MENU' | 'BUTTON';
  isShow: number;
  type?: string | number;
  target?: string | null;
}

export interface Branding {
  sellerId?: number;
  sellerNumber?: string;
  sellerName?: string;
  platformLogo?: string | null;
  platformName?: string | null;
  platformTitle?: string | null;
  platformWebsiteIcon?: string | null;
  footerText?: string | null;
  /** Which footer and copyright block the login page shows ('default', 'operator', ...). */
  copyrightVariant?: string | null;
  requiresSmsCaptcha?: boolean;
  /** The seller's theme style (System > Theme style), null until it is saved. */
  theme?: SellerTheme | null;
}

export interface SellerTheme {
  primaryColor?: string | null;
  navTheme?: string | null;
  layout?: string | null;
  contentWidth?: string | null;
  fixedHeader?: boolean | null;
  fixedSidebar?: boolean | null;
  multiTab?: boolean | null;
  colorWeak?: boolean | null;
  updatedAt?: string | null;
}

export interface LoginData {
  token?: string;
  ipLoginTicket?: string;
  [key: string]: unknown;
}

export const hashPassword = (password: string): string => md5(password);

export const login = (sellerNumber: string, account: string, password: string, smsCaptchaPass = '') =>
  apiPost<LoginData>('/api/system/login', {
    sellerNumber,
    credentials: { account, password: hashPassword(password) },
    smsCaptchaPass,
  });

export const sendSmsCaptcha = (body: { sellerNumber?: string; account?: string; ipLoginTicket?: string }) =>
  apiPost<unknown>('/api/system/sms/captcha', body);

export const smsLogin = (body: { ipLoginTicket: string; smsCode: string }) =>
  apiPost<LoginData>('/api/system/sms/login', body);

export const logout = () => apiPost<unknown>('/api/system/logout', {}, { silent: true });
// Asked for ahead by index.html after a reload (app/early-boot); taken from there once.
const startUpCall =
  <T>(url: string) =>
  () =>
    earlyOrAsk<ApiResponse<T>>(url, () => apiGet<T>(url));
export const fetchUserInfo = startUpCall<UserInfo>(USER_INFO_URL);
export const fetchPermissions = startUpCall<PermissionRow[]>(PERMISSIONS_URL);
export const fetchBranding = (sellerId: string | number) =>
  apiPost<Branding | null>('/api/config/sellerBasicsConfig/get', { sellerId });

export interface PasswordBody {
  id: number;
  sellerId: number;
  account: string;
  password: string;
}

export const checkOldPassword = (body: PasswordBody) =>
  apiPost<unknown>('/api/system/user/checkOldPassword', { ...body, password: hashPassword(body.password) });
/** The server checks the policy on the clear new password; only digests are stored. */
export const updatePassword = (body: PasswordBody, oldPassword: string) =>
  apiPost<unknown>('/api/system/user/updatePassword', {
    ...body,
    password: hashPassword(body.password),
    oldPassword: hashPassword(oldPassword),
    newPassword: body.password,
  });

export const issueTicket = (purpose: 'autoLogin' | 'reconciliation') =>
  apiPost<{ ticket: string }>('/api/system/ticket/issue', { purpose });
export const redeemTicket = (ticket: string) => apiPost<{ token: string }>('/api/system/ticket/redeem', { ticket });
