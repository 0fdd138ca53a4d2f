import type { Queryable } from '../db/database';

export interface SmsMessage {
  sellerId: number | null;
  phone: string;
  content: string;
  /** Why it was sent, e.g. "login" or "ipLogin". */
  purpose: string;
}

/** Delivers a text message; a real SMS provider implements this later. */
export interface SmsSender {
  send(db: Queryable, message: SmsMessage): Promise<void>;
}

/** This product's delivery: a row in sms_outbox, written in the caller's transaction. */
export const outboxSmsSender: SmsSender = {
  async send(db, message) {
    await db.query(`insert into sms_outbox (seller_id, phone, content, purpose) values ($1, $2, $3, $4)`, [
      message.sellerId,
      message.phone,
      message.content,
      message.purpose,
    ]);
  },
};
