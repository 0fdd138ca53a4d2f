import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';
import { hashToken } from './tokens';

/**
 * Short-lived, single-use, signed tickets: auto-login links, the reconciliation site's link and
 * the IP-login step. The signature (HMAC with a secret kept in the database, so that every
 * instance shares it) rejects forged tickets without a lookup; the stored hash makes them
 * single-use and revocable.
 */
export const TICKET_PURPOSES = ['autoLogin', 'reconciliation', 'ipLogin'] as const;
export type TicketPurpose = (typeof TICKET_PURPOSES)[number];

export const TICKET_TTL_MS: Record<TicketPurpose, number> = {
  autoLogin: 2 * 60 * 1000,
  reconciliation: 2 * 60 * 1000,
  ipLogin: 10 * 60 * 1000,
};

async function ticketSecret(db: Queryable): Promise<Buffer> {
  await db.query(`insert into server_secrets (name, value) values ('ticket-hmac', $1) on conflict (name) do nothing`, [
    randomBytes(32).toString('base64'),
  ]);
  const { rows } = await db.query<{ value: string }>(`select value from server_secrets where name = 'ticket-hmac'`);
  return Buffer.from(rows[0].value, 'base64');
}

const sign = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export interface TicketHolder {
  userId: number;
  sellerId: number;
  issuedBy?: number;
}

export async function issueTicket(db: Queryable, purpose: TicketPurpose, holder: TicketHolder) {
  const expiresAt = new Date(Date.now() + TICKET_TTL_MS[purpose]);
  const payload = Buffer.from(
    JSON.stringify({
      p: purpose,
      s: holder.sellerId,
      e: expiresAt.getTime(),
      n: randomBytes(16).toString('base64url'),
    }),
  ).toString('base64url');
  const ticket = `${payload}.${sign(await ticketSecret(db), payload)}`;
  await db.query(
    `insert into login_tickets (token_hash, purpose, user_id, seller_id, issued_by, expires_at) values ($1, $2, $3, $4, $5, $6)`,
    [hashToken(ticket), purpose, holder.userId, holder.sellerId, holder.issuedBy ?? null, expiresAt],
  );
  return { ticket, expiresAt };
}

async function verifySignature(db: Queryable, ticket: unknown, purposes: readonly TicketPurpose[]): Promise<boolean> {
  if (typeof ticket !== 'string') return false;
  const [payload, signature = ''] = ticket.split('.');
  const expected = Buffer.from(sign(await ticketSecret(db), payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { p: TicketPurpose; e: number };
  return purposes.includes(claims.p) && claims.e > Date.now();
}

interface TicketRow {
  userId: number;
  sellerId: number;
  purpose: TicketPurpose;
}

const RETURNING = `returning user_id as "userId", seller_id as "sellerId", purpose`;

/** The ticket's holder if it is genuine, unexpired and unused; leaves it usable. */
export async function peekTicket(db: Queryable, ticket: unknown, purposes: readonly TicketPurpose[]) {
  if (!(await verifySignature(db, ticket, purposes))) return undefined;
  const { rows } = await db.query<TicketRow>(
    `select user_id as "userId", seller_id as "sellerId", purpose from login_tickets
      where token_hash = $1 and used_at is null and expires_at > now()`,
    [hashToken(ticket as string)],
  );
  return rows[0];
}

/** Uses the ticket up and answers its holder; a second redemption finds nothing. */
export async function redeemTicket(db: Queryable, ticket: unknown, purposes: readonly TicketPurpose[]) {
  if (!(await verifySignature(db, ticket, purposes))) return undefined;
  const { rows } = await db.query<TicketRow>(
    `update login_tickets set used_at = now() where token_hash = $1 and used_at is null and expires_at > now() ${RETURNING}`,
    [hashToken(ticket as string)],
  );
  return rows[0];
}
