/**
 * How alarm notices are held back, so that one misbehaving pile (or an impostor) cannot send
 * hundreds of SMS: a fault must last a while before anyone is told, a connector flapping between
 * fault and NoError keeps one alarm, and notices per pile and per seller are counted.
 */
export interface AlarmNotifySettings {
  /**
   * Seconds a fault has to last before its notice (SMS, e-mail, the screens' pop-up and sound)
   * goes out; a fault that clears sooner sends nothing (ALARM_NOTIFY_DELAY_S). 0: at once.
   */
  delaySeconds: number;
  /** Notices about one pile's alarms an hour, first notices and reminders alike (ALARM_NOTIFY_PER_PILE_HOUR); 0: no limit. */
  perPilePerHour: number;
  /** Notices about one seller's alarms an hour (ALARM_NOTIFY_PER_SELLER_HOUR); 0: no limit. */
  perSellerPerHour: number;
  /**
   * Seconds after an alarm recovered within which the same fault of the same connector reopens
   * that alarm, counting one more occurrence, instead of adding a row (ALARM_REOPEN_WITHIN_S).
   */
  reopenWithinSeconds: number;
}

export const DEFAULT_ALARM_NOTIFY: AlarmNotifySettings = {
  delaySeconds: 30,
  perPilePerHour: 6,
  perSellerPerHour: 60,
  reopenWithinSeconds: 600,
};

const ENV_NAMES: Record<keyof AlarmNotifySettings, string> = {
  delaySeconds: 'ALARM_NOTIFY_DELAY_S',
  perPilePerHour: 'ALARM_NOTIFY_PER_PILE_HOUR',
  perSellerPerHour: 'ALARM_NOTIFY_PER_SELLER_HOUR',
  reopenWithinSeconds: 'ALARM_REOPEN_WITHIN_S',
};

/** The settings from the environment; an unset one is its default, a value that is no whole number ≥ 0 stops the start. */
export function readAlarmNotifySettings(env: NodeJS.ProcessEnv): AlarmNotifySettings {
  const settings = { ...DEFAULT_ALARM_NOTIFY };
  for (const key of Object.keys(ENV_NAMES) as (keyof AlarmNotifySettings)[]) {
    const text = env[ENV_NAMES[key]]?.trim();
    if (!text) continue;
    if (!/^\d{1,9}$/.test(text)) throw new Error(`${ENV_NAMES[key]} must be a whole number ≥ 0, not "${text}"`);
    settings[key] = Number(text);
  }
  return settings;
}

export type NoticeVerdict = { allowed: true } | { allowed: false; retryAt: Date };

/** Counts the notices sent per pile and per seller over the last hour. */
export interface NoticeLimiter {
  /** Takes a place for one notice about this pile's alarm now, or answers when one frees. */
  take(sellerId: number, pileId: number, at: Date): NoticeVerdict;
}

const HOUR_MS = 3_600_000;
/** Keys with nothing in the last hour are dropped every so many notices, so the counts stay small. */
const PRUNE_EVERY = 1_000;

/**
 * A sliding hour per pile and per seller, in this process's memory (a pile talks to one server;
 * with several servers each counts its own). A notice counts against both or neither. Memory
 * holds at most the limit's number of times per key, and keys idle for an hour are dropped.
 */
export function createNoticeLimiter(settings: Pick<AlarmNotifySettings, 'perPilePerHour' | 'perSellerPerHour'>) {
  const piles = new Map<number, number[]>();
  const sellers = new Map<number, number[]>();
  let taken = 0;

  /** Keeps the times still inside the hour; answers when a place frees if the key is full (0: no limit). */
  const recent = (times: Map<number, number[]>, key: number, limit: number, now: number) => {
    const list = (times.get(key) ?? []).filter((time) => time > now - HOUR_MS);
    times.set(key, list);
    return limit === 0 || list.length < limit ? undefined : list[list.length - limit] + HOUR_MS;
  };
  const prune = (times: Map<number, number[]>, now: number) => {
    for (const [key, list] of times) if (!list.length || list[list.length - 1] <= now - HOUR_MS) times.delete(key);
  };

  const limiter: NoticeLimiter = {
    take(sellerId, pileId, at) {
      const now = at.getTime();
      if (++taken % PRUNE_EVERY === 0) {
        prune(piles, now);
        prune(sellers, now);
      }
      const pileFree = recent(piles, pileId, settings.perPilePerHour, now);
      const sellerFree = recent(sellers, sellerId, settings.perSellerPerHour, now);
      if (pileFree !== undefined || sellerFree !== undefined)
        return { allowed: false, retryAt: new Date(Math.max(pileFree ?? 0, sellerFree ?? 0, now + 1_000)) };
      if (settings.perPilePerHour > 0) piles.get(pileId)!.push(now);
      if (settings.perSellerPerHour > 0) sellers.get(sellerId)!.push(now);
      return { allowed: true };
    },
  };
  return limiter;
}

/** What the alarm records need: the settings and the one limiter of this process. */
export interface AlarmNotifier {
  settings: AlarmNotifySettings;
  limiter: NoticeLimiter;
}

export const createAlarmNotifier = (settings: AlarmNotifySettings = DEFAULT_ALARM_NOTIFY): AlarmNotifier => ({
  settings,
  limiter: createNoticeLimiter(settings),
});
