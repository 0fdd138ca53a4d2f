import { inOrganizationBranch } from './user-organization';

/** The user list's filters and sort, as the generic lists send them. */
export interface UserListBody {
  account?: unknown;
  name?: unknown;
  phone?: unknown;
  organizationId?: unknown;
  userType?: unknown;
  status?: unknown;
  sort?: unknown;
}

/** The columns the list may be sorted by, and what each orders by. */
const SORTABLE: Record<string, string> = {
  account: 'account',
  name: 'name',
  lastLoginAt: 'last_login_at',
  createdAt: 'created_at',
};

const contains = (value: unknown) => `%${typeof value === 'string' ? value : ''}%`;
const wholeNumber = (value: unknown) => {
  const n = Number(value);
  return value !== null && value !== '' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};

/**
 * The WHERE and ORDER BY of the seller's user list: text filters match anywhere, an
 * organization includes its whole branch, and an unknown sort field falls back to newest first
 * (never reaching the SQL).
 */
export function userListQuery(sellerId: number, body: UserListBody) {
  const params: unknown[] = [sellerId, contains(body.account), contains(body.name)];
  let where = `seller_id = $1 and account ilike $2 and name ilike $3`;
  if (typeof body.phone === 'string' && body.phone) {
    params.push(contains(body.phone));
    where += ` and phone ilike $${params.length}`;
  }
  const organizationId = wholeNumber(body.organizationId);
  if (organizationId) {
    params.push(organizationId);
    where += ` and ${inOrganizationBranch(`$${params.length}`)}`;
  }
  for (const [field, column] of [
    ['userType', 'user_type'],
    ['status', 'status'],
  ] as const) {
    const value = wholeNumber(body[field]);
    if (value === undefined) continue;
    params.push(value);
    where += ` and ${column} = $${params.length}`;
  }
  const sort = body.sort && typeof body.sort === 'object' ? (body.sort as { field?: unknown; order?: unknown }) : {};
  const column =
    typeof sort.field === 'string' && Object.hasOwn(SORTABLE, sort.field) ? SORTABLE[sort.field] : undefined;
  const dir = sort.order === 'ascend' ? 'asc' : 'desc';
  // id breaks ties so that paging never repeats or skips a user.
  const orderBy = column ? `${column} ${dir} nulls last, id ${dir}` : 'id desc';
  return { where, params, orderBy };
}
