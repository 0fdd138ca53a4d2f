import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { LiveBus } from '../live/live-bus';
import { ALARM_STATUS } from './alarms';
import type { ConnectedPile } from './connected-pile';

/** Why a handshake was refused. */
export type HandshakeFailure = 'noKey' | 'wrongKey' | 'plainTransport' | 'rateLimited';

/** The alarm records' fault code of a pile's refused handshakes. */
export const SECURITY_FAULT_CODE = 'AuthenticationFailure';
/** Dictionary alarmLevel: someone holds or guesses a pile's code, level 2 like a stopped pile. */
const SECURITY_LEVEL = 2;
/** Tallies kept per minute; failures beyond them are only counted in the log line. */
const MAX_TALLIES = 2_000;
/** Addresses named in one alarm's content. */
const NAMED_ADDRESSES = 3;

const REASON_TEXT: Record<HandshakeFailure, string> = {
  noKey: '未带认证密钥',
  wrongKey: '认证密钥错误',
  plainTransport: '安全配置2的桩未使用TLS',
  rateLimited: '失败过多被限流',
};

interface Tally {
  pile: ConnectedPile | null;
  code: string;
  count: number;
  addresses: Set<string>;
  reasons: Set<HandshakeFailure>;
  /** Whether this minute's first failure is written already (the rest wait for the minute's end). */
  written: boolean;
}

export interface SecurityEvents {
  /** A refused handshake: counted at once, written as the pile's security alarm (see below). */
  note(event: { pile: ConnectedPile | null; code: string; address: string; reason: HandshakeFailure }): void;
  /** Writes what the current minute counted (the timer does this every minute). */
  flush(): Promise<void>;
  close(): void;
}

const newAlarmNo = () => `AL${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;

function contentOf(tally: Tally): string {
  const addresses = [...tally.addresses].slice(0, NAMED_ADDRESSES).join('、');
  const more = tally.addresses.size > NAMED_ADDRESSES ? `等${tally.addresses.size}个地址` : '';
  const reasons = [...tally.reasons].map((reason) => REASON_TEXT[reason]).join('、');
  return `${tally.code}：连接认证失败${tally.count}次（${reasons}），来自 ${addresses}${more}`.slice(0, 200);
}

/**
 * Refused handshakes as security events the alarm centre shows. A pile whose code was used has
 * one open alarm record of fault code AuthenticationFailure (its station's, level 2): the first
 * refusal opens it at once, and while it stays open it is brought up to date rather than
 * repeated, so that a flood writes at most one row per pile and a few updates a minute, never a
 * row per attempt. Failures within a minute are tallied in memory per code (bounded, MAX_TALLIES
 * codes a minute) and written when the minute ends. A code that names no pile belongs to no
 * seller: those are tallied per address and written to the server log once a minute.
 */
export function createSecurityEvents(options: {
  db: Database;
  bus: LiveBus;
  log: FastifyBaseLogger;
  everyMs?: number;
}): SecurityEvents {
  const { db, bus, log, everyMs = 60_000 } = options;
  let tallies = new Map<string, Tally>();
  let dropped = 0;

  const write = async (tally: Tally) => {
    const pile = tally.pile;
    if (!pile) return;
    const content = contentOf(tally);
    const alarm = await db.transaction(async (tx) => {
      const { rows: open } = await tx.query<{ id: number }>(
        `select "id" from "alarm_record"
          where "seller_id" = $1 and "pile_id" = $2 and "fault_code" = $3 and "recovered_at" is null
            and "status" = $4
          order by "id" desc limit 1 for update`,
        [pile.sellerId, pile.id, SECURITY_FAULT_CODE, ALARM_STATUS.pending],
      );
      if (open[0]) {
        await tx.query(`update "alarm_record" set "content" = $2, "updated_at" = now() where "id" = $1`, [
          open[0].id,
          content,
        ]);
        return { id: Number(open[0].id), opened: false };
      }
      const { rows } = await tx.query<{ id: number }>(
        `insert into "alarm_record" ("seller_id", "alarm_no", "station_id", "pile_id", "fault_code", "level", "status",
            "content", "occurred_at")
          values ($1, $2, $3, $4, $5, $6, $7, $8, now()) returning "id"`,
        [
          pile.sellerId,
          newAlarmNo(),
          pile.stationId,
          pile.id,
          SECURITY_FAULT_CODE,
          SECURITY_LEVEL,
          ALARM_STATUS.pending,
          content,
        ],
      );
      return { id: Number(rows[0].id), opened: true };
    });
    bus.publish({
      kind: 'alarm',
      sellerId: pile.sellerId,
      stationId: pile.stationId,
      alarmId: alarm.id,
      pileId: pile.id,
      level: SECURITY_LEVEL,
      open: true,
      content,
      at: Date.now(),
    });
  };
  const writeLogged = (tally: Tally) =>
    write(tally).catch((error) => log.error({ err: error, pile: tally.code }, 'security event not recorded'));

  const flush = async () => {
    const done = tallies;
    const over = dropped;
    tallies = new Map();
    dropped = 0;
    for (const tally of done.values()) {
      if (!tally.pile) {
        log.warn(
          { pile: tally.code, failures: tally.count, addresses: [...tally.addresses].slice(0, NAMED_ADDRESSES) },
          'ocpp handshakes refused for a code that names no pile',
        );
      } else if (tally.count > 1 || !tally.written) await writeLogged(tally);
    }
    if (over) log.warn({ failures: over }, 'ocpp handshakes refused beyond the security events counted this minute');
  };

  const timer = everyMs > 0 ? setInterval(() => void flush(), everyMs) : undefined;
  timer?.unref();

  return {
    note({ pile, code, address, reason }) {
      const key = pile ? `pile:${pile.id}` : `code:${code}`;
      let tally = tallies.get(key);
      if (!tally) {
        if (tallies.size >= MAX_TALLIES) {
          dropped++;
          return;
        }
        tally = { pile, code, count: 0, addresses: new Set(), reasons: new Set(), written: false };
        tallies.set(key, tally);
      }
      tally.count++;
      if (tally.addresses.size < 100) tally.addresses.add(address);
      tally.reasons.add(reason);
      if (pile && !tally.written) {
        tally.written = true;
        void writeLogged({ ...tally, addresses: new Set(tally.addresses), reasons: new Set(tally.reasons) });
      }
    },
    flush,
    close: () => {
      if (timer) clearInterval(timer);
    },
  };
}
