import { message } from 'antd';
import { apiGet, apiPost, type ApiResponse, type TablePage } from '../../api/http';
import type { PermissionRow } from '../../api/system-api';
import { API_CODES } from '../../meta/api-codes';

/**
 * The calls of the user, role, organization and permission screens. The server checks each
 * one (session, action key, seller, and what the caller may grant); a refusal is shown as the
 * server's message and rejects, so a dialog stays open with what the user typed.
 */
async function call<T>(path: string, body: unknown, method: 'GET' | 'POST' = 'POST'): Promise<T> {
  const answer: ApiResponse<T> = method === 'GET' ? await apiGet<T>(path) : await apiPost<T>(path, body);
  if (answer.code === API_CODES.OK) return answer.data as T;
  const detail = answer.data as { errors?: { field: string; message: string }[] } | undefined;
  const fields = detail?.errors?.map((error) => `${error.field}: ${error.message}`).join('; ');
  const text = fields ? `${answer.msg} (${fields})` : answer.msg;
  if (answer.code !== API_CODES.SESSION_EXPIRED) void message.error(text);
  throw new Error(text);
}

/** The name lists and forms of roles announce and hear saves by (screens/saved-elsewhere). */
export const ROLES_SAVED = { name: 'role' } as const;

export interface PageQuery {
  pageNo: number;
  pageSize: number;
  [filter: string]: unknown;
}

export interface UserRow {
  id: number;
  account: string;
  name: string;
  phone: string | null;
  status: number;
  userType?: number;
  roleIds: number[];
  stationIds?: number[];
  groupIds?: number[];
  organizationId?: number | null;
  email?: string | null;
  lastLoginAt?: string | null;
  createdAt: string;
}

export interface RoleRow {
  id: number;
  name: string;
  description: string | null;
  code?: string | null;
  sort?: number;
  /** 1 enabled, 0 disabled: a disabled role grants nothing. */
  status?: number;
  /** Dictionary dataScope: which stations the role's users see (the administrator role: all). */
  dataScope?: string;
  isAdmin: boolean;
  createdAt: string;
}

export interface OrganizationRow {
  id: number;
  pid: number | null;
  name: string;
  sort: number;
  /** Dictionary enableStatus: 0 disabled. */
  enableStatus?: number;
  createdAt: string;
}

export interface SellerRow {
  id: number;
  sellerNumber: string;
  name: string;
  platformName: string | null;
  isPlatform: boolean;
  status: number;
  userCount: number;
  createdAt: string;
}

export const sellersApi = {
  page: (query: PageQuery) => call<TablePage<SellerRow>>('/api/system/seller/page', query),
  save: (values: Record<string, unknown>) => call<{ id: number }>('/api/system/seller/save', values),
  update: (values: Record<string, unknown>) => call<null>('/api/system/seller/update', values),
  setEnabled: (ids: number[], enabled: boolean) =>
    call<null>(`/api/system/seller/${enabled ? 'enable' : 'disable'}`, { ids }),
};

/** The stations the caller himself sees (GET /api/system/user/dataScope). */
export interface OwnDataScope {
  /** True when he sees every station of his seller; stationIds is then empty. */
  allStations: boolean;
  stationIds: number[];
}

/**
 * Users are the generic routes of schemas/entities/user.json; their list, status buttons and
 * password reset are the generic list's. The add and edit page saves through these.
 */
export const usersApi = {
  /** What the caller sees himself: his roles' data scope narrowed by his station bindings. */
  ownDataScope: () => call<OwnDataScope>('/api/system/user/dataScope', undefined, 'GET'),
  get: (id: number) => call<UserRow>('/api/system/user/get', { id }),
  save: (values: Record<string, unknown>) => call<UserRow>('/api/system/user/save', values),
  update: (values: Record<string, unknown>) => call<UserRow>('/api/system/user/update', values),
};

/** Roles are the generic routes of schemas/entities/role.json, with their permissions besides. */
export const rolesApi = {
  page: (query: PageQuery) => call<TablePage<RoleRow>>('/api/system/role/page', query),
  get: (id: number) => call<RoleRow>('/api/system/role/get', { id }),
  save: (values: Record<string, unknown>) => call<RoleRow>('/api/system/role/save', values),
  update: (values: Record<string, unknown>) => call<RoleRow>('/api/system/role/update', values),
  /** The permission ids the role grants. */
  permissions: (id: number) => call<string[]>('/api/system/role/permissions', { id }),
};

export const organizationsApi = {
  /** Every organization of the seller: a tree is shown whole. */
  all: () => call<TablePage<OrganizationRow>>('/api/system/organize/page', { pageNo: 1, pageSize: 500 }),
};

export const permissionsApi = {
  /** What the caller may put into a role (everything, for the platform administrator). */
  grantable: () => call<PermissionRow[]>('/api/system/permission/all', undefined, 'GET'),
  ofSeller: (sellerId: number) => call<string[]>('/api/system/seller/permissions/get', { sellerId }),
  saveForSeller: (sellerId: number, permissionIds: string[]) =>
    call<null>('/api/system/seller/permissions/save', { sellerId, permissionIds }),
};

export interface Option {
  value: number;
  label: string;
}

/** Labels of an entity's rows, as its reference pickers read them: matching `keyword`, or the rows `ids`. */
export const optionsOf = (path: string, query: { keyword?: string; ids?: number[] }) =>
  call<Option[]>(path, { ...query, pageNo: 1, pageSize: 50 });
