import { md5 } from 'js-md5';
import type { TestApp } from './test-app';

export interface ExtraUser {
  id: number;
  token: string;
}

/**
 * A further user of seller 100001 holding a role, named by its code (the demo roles: "finance",
 * "admin"…) or by its name (a role the test made), created through the user route by the
 * seller's administrator and logged in: approval flows need more people than the demo accounts
 * (an applicant and two approvers who all differ).
 */
export async function createUserWithRole(t: TestApp, adminToken: string, account: string, role: string) {
  const { rows } = await t.db.query<{ id: number }>(
    `select r.id from roles r join sellers s on s.id = r.seller_id
      where s.seller_number = '100001' and (r.code = $1 or r.name = $1) order by r.code is null limit 1`,
    [role],
  );
  if (!rows[0]) throw new Error(`no role ${role} in seller 100001`);
  const password = 'Extra@1234567';
  const saved = await t.call('/api/system/user/save', {
    token: adminToken,
    body: { account, name: account, password: md5(password), roleIds: [Number(rows[0].id)] },
  });
  if (saved.body.code !== 0) throw new Error(`user ${account}: ${saved.body.msg}`);
  return { id: Number(saved.body.data.id), token: await t.login('100001', account, password) } satisfies ExtraUser;
}
