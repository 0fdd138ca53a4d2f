import type { Queryable } from '../db/database';
import { sendMail, type MailMessage, type SmtpSettings } from './smtp-client';

/** Tries per e-mail before it is left as failed for an operator to look at. */
export const MAX_ATTEMPTS = 3;

interface OutboxRow {
  id: number;
  seller_id: number;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

type Send = (settings: SmtpSettings, message: MailMessage) => Promise<void>;

/** The seller's e-mail settings, or undefined when none are configured. */
async function settingsOf(db: Queryable, sellerId: number): Promise<SmtpSettings | undefined> {
  const { rows } = await db.query<{
    smtp_host: string | null;
    port: number | null;
    ssl: boolean | null;
    account: string | null;
    password: string | null;
    sender_name: string | null;
  }>(
    `select "smtp_host", "port", "ssl", "account", "password", "sender_name" from "email_config"
      where "seller_id" = $1 order by "id" limit 1`,
    [sellerId],
  );
  const row = rows[0];
  if (!row?.smtp_host || !row.port || !row.account) return undefined;
  return {
    host: row.smtp_host,
    port: Number(row.port),
    ssl: row.ssl === true,
    account: row.account,
    password: row.password,
    senderName: row.sender_name,
  };
}

/**
 * Sends the queued e-mails, each through its own seller's settings. A row is claimed by one
 * conditional update, so two instances never send it twice; it ends sent, or pending again for
 * the next round until MAX_ATTEMPTS, then failed with the reason (no settings, the server's
 * refusal). Answers how many were sent.
 */
export async function sendQueuedEmails(db: Queryable, send: Send = sendMail, limit = 20): Promise<number> {
  const { rows } = await db.query<OutboxRow>(
    `update "email_outbox" set "status" = 'sending', "attempts" = "attempts" + 1
      where "id" in (select "id" from "email_outbox" where "status" = 'pending' order by "id" limit $1)
        and "status" = 'pending'
      returning "id", "seller_id", "recipient", "subject", "body", "attempts"`,
    [limit],
  );
  let sent = 0;
  const settings = new Map<number, SmtpSettings | undefined>();
  for (const row of rows) {
    const sellerId = Number(row.seller_id);
    if (!settings.has(sellerId)) settings.set(sellerId, await settingsOf(db, sellerId));
    const smtp = settings.get(sellerId);
    let error: string | undefined;
    if (!smtp) error = 'no e-mail settings for this seller';
    else
      await send(smtp, { to: row.recipient, subject: row.subject, body: row.body }).catch((failure: unknown) => {
        error = failure instanceof Error ? failure.message : String(failure);
      });
    if (error === undefined) sent++;
    // Missing settings will not appear by retrying at once: that row fails now.
    const status = error === undefined ? 'sent' : !smtp || Number(row.attempts) >= MAX_ATTEMPTS ? 'failed' : 'pending';
    await db.query(
      `update "email_outbox" set "status" = $2, "error" = $3, "sent_at" = case when $4::boolean then now() end
        where "id" = $1`,
      [row.id, status, error?.slice(0, 500) ?? null, status === 'sent'],
    );
  }
  return sent;
}
