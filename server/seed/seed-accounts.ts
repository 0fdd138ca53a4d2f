import { md5 } from 'js-md5';
import { hashPassword } from '../auth/passwords';
import type { Queryable } from '../db/database';
import type { PermissionDto } from '../permissions/permission-rows';
import { sellerGrantable } from '../permissions/platform-pages';
import { DEMO_ROLES, placeRows } from './demo-roles';
import { DEMO_ORGANIZATIONS, type DemoSeller } from './demo-sellers';

export interface SeededSeller {
  id: number;
  demo: DemoSeller;
}

const insertId = async (db: Queryable, sql: string, params: unknown[]) =>
  (await db.query<{ id: number }>(`${sql} returning id`, params)).rows[0].id;

/** One statement per grant list: a seller holds hundreds of permission rows. */
async function grantAll(
  db: Queryable,
  table: 'seller_permissions' | 'role_permissions',
  owner: 'seller_id' | 'role_id',
  ownerId: number,
  rows: readonly PermissionDto[],
) {
  await db.query(`insert into ${table} (${owner}, permission_id) select $1, unnest($2::text[])`, [
    ownerId,
    rows.map((row) => row.id),
  ]);
}

/** The seller's organization tree; ids by name. Parents come before their children. */
async function seedOrganizations(db: Queryable, sellerId: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [sort, organization] of DEMO_ORGANIZATIONS.entries()) {
    const pid = organization.parent ? ids.get(organization.parent) : null;
    ids.set(
      organization.name,
      await insertId(db, `insert into organizations (seller_id, pid, name, sort) values ($1, $2, $3, $4)`, [
        sellerId,
        pid,
        organization.name,
        sort,
      ]),
    );
  }
  return ids;
}

/** One demo seller with its grants, roles and users. */
export async function seedSeller(db: Queryable, demo: DemoSeller, permissions: PermissionDto[]): Promise<SeededSeller> {
  const b = demo.branding;
  const sellerId = await insertId(
    db,
    `insert into sellers (seller_number, name, is_platform, platform_logo, platform_name, platform_title,
       platform_website_icon, footer_text, copyright_variant, requires_sms_captcha, allowed_ips)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      demo.sellerNumber,
      demo.name,
      demo.isPlatform ?? false,
      b.platformLogo,
      b.platformName,
      b.platformTitle,
      b.platformWebsiteIcon,
      b.footerText,
      b.copyrightVariant,
      demo.requiresSmsCaptcha ?? false,
      demo.allowedIps ? JSON.stringify(demo.allowedIps) : null,
    ],
  );
  // The platform seller holds everything implicitly; other sellers get all but platform pages.
  const granted = demo.isPlatform ? permissions : sellerGrantable(permissions);
  if (!demo.isPlatform) await grantAll(db, 'seller_permissions', 'seller_id', sellerId, granted);
  const places = placeRows(permissions);
  const roleIds = new Map<string, number>();
  const wanted = new Set(demo.users.flatMap((user) => user.roles));
  for (const role of DEMO_ROLES.filter((r) => wanted.has(r.code))) {
    const roleId = await insertId(
      db,
      `insert into roles (seller_id, code, name, description, is_admin) values ($1, $2, $3, $4, $5)`,
      [sellerId, role.code, role.name, role.description, role.isAdmin ?? false],
    );
    roleIds.set(role.code, roleId);
    if (role.isAdmin) continue;
    const held = granted.filter((row) => role.holds(row, places.get(row.id)!));
    await grantAll(db, 'role_permissions', 'role_id', roleId, held);
  }
  const organizations = await seedOrganizations(db, sellerId);
  for (const user of demo.users) {
    const userId = await insertId(
      db,
      `insert into users (seller_id, account, name, phone, password, organization_id)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        sellerId,
        user.account,
        user.name,
        user.phone,
        await hashPassword(md5(user.password)),
        organizations.get(user.organization ?? DEMO_ORGANIZATIONS[0].name),
      ],
    );
    for (const role of user.roles)
      await db.query(`insert into user_roles (user_id, role_id) values ($1, $2)`, [userId, roleIds.get(role)]);
  }
  // Each organization is led by its first demo user, so the demo shows leaders by name.
  await db.query(
    `update organizations o set leader_id = (select min(u.id) from users u where u.organization_id = o.id)
     where o.seller_id = $1`,
    [sellerId],
  );
  return { id: sellerId, demo };
}
