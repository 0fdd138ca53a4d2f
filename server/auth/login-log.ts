import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tableName } from '../db/naming';
import { ApiError } from '../messages';
import { findLoginAccount } from './login';

/** Longest stored values: the login log's field lengths (schemas/entities/login-log.json). */
const ACCOUNT_MAX = 64;
const USER_AGENT_MAX = 500;
const MESSAGE_MAX = 200;

export interface LoginAttempt {
  sellerNumber: unknown;
  account: unknown;
}

const clip = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : null);

/** What the log says about an outcome: the catalogue message of a refusal, never a stack or a password. */
function messageOf(outcome: { succeeded: true } | { succeeded: false; error: unknown }): string {
  if (outcome.succeeded) return '登录成功';
  if (outcome.error instanceof ApiError) return outcome.error.entry.text['zh-CN'];
  return '服务端异常';
}

/**
 * Writes one row of the login log (the `loginLog` entity's table) for a login attempt, under the
 * seller it was made for. An attempt naming no known seller has no seller to file it under and is
 * not kept. The log never stops a login: a failure to write it is logged and the answer goes out.
 */
export async function recordLoginAttempt(
  app: FastifyInstance,
  request: FastifyRequest,
  attempt: LoginAttempt,
  outcome: { succeeded: true } | { succeeded: false; error: unknown },
): Promise<void> {
  const entity = app.bundle.entities.get('loginLog');
  if (!entity) return;
  try {
    const found = await findLoginAccount(app, attempt.sellerNumber, attempt.account);
    const sellerId =
      found?.seller.id ??
      (
        await app.db.query<{ id: number }>(`select id from sellers where seller_number = $1`, [
          String(attempt.sellerNumber ?? ''),
        ])
      ).rows[0]?.id;
    if (sellerId === undefined) return;
    await app.db.query(
      `insert into "${tableName(entity)}" (seller_id, account, name, user_id, ip, user_agent, result, message, occurred_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, now())`,
      [
        sellerId,
        clip(attempt.account, ACCOUNT_MAX),
        found?.user.name ?? null,
        found?.user.id ?? null,
        request.ip,
        clip(request.headers['user-agent'], USER_AGENT_MAX),
        outcome.succeeded ? 1 : 0,
        messageOf(outcome).slice(0, MESSAGE_MAX),
      ],
    );
  } catch (error) {
    request.log.error({ err: error }, 'login log not written');
  }
}
