/**
 * Live events between the parts of the server, and between server instances: gun and pile
 * statuses, alarms, command deliveries. In-process by default; with REDIS_URL every instance
 * publishes to and hears from one Redis channel (redis-bus.ts), so that a command issued on one
 * instance reaches a pile connected to another and a monitor on one sees statuses from all.
 */
export type LiveEvent =
  /** Commands were queued for piles: the instance holding a pile's connection delivers them. */
  | { kind: 'commands'; sellerId: number; pileIds: number[] }
  /** A gun's status changed (gunStatus dictionary), or its live readings. */
  | {
      kind: 'gun';
      sellerId: number;
      stationId: number | null;
      pileId: number;
      /** 0 for gun A (OCPP connector 1). */
      gunIndex: number;
      status?: number;
      powerW?: number;
      voltageV?: number;
      currentA?: number;
      soc?: number;
      energyWh?: number;
      at: number;
    }
  /** A pile went on or off line, or its service status changed (serviceStatus dictionary). */
  | {
      kind: 'pile';
      sellerId: number;
      stationId: number | null;
      pileId: number;
      online: boolean;
      status: number;
      at: number;
    }
  /** An alarm opened or closed. */
  | {
      kind: 'alarm';
      sellerId: number;
      /** The pile's station: a user bound to other stations never hears of it. */
      stationId: number | null;
      alarmId: number;
      pileId: number;
      level: number;
      open: boolean;
      content: string;
      /** An opened alarm: how the notify rules want the screens to signal it. */
      flash?: boolean;
      popup?: boolean;
      sound?: boolean;
      /** A reminder of an alarm still pending: which time it is sent (2 for the first reminder). */
      round?: number;
      at: number;
    }
  /**
   * The live network changed rows of an entity (an upgrade's progress, a template's issue): lists
   * that refresh live ask again. Seen by users who can read the entity's list, whatever their
   * stations: it carries no row, and the list asks again within the user's scope.
   */
  | { kind: 'rows'; sellerId: number; entity: string; pageId: string; at: number }
  /** A command's delivery status changed (commandStatus dictionary). */
  | {
      kind: 'command';
      sellerId: number;
      /** The pile's station, as for the other events of a pile. */
      stationId: number | null;
      commandId: number;
      pileId: number;
      status: number;
      at: number;
    };

export type LiveListener = (event: LiveEvent) => void;

export interface LiveBus {
  /**
   * Whether other server instances hear what this one publishes (Redis): a pile may then be
   * connected to one of them rather than here.
   */
  readonly shared: boolean;
  publish(event: LiveEvent): void;
  subscribe(listener: LiveListener): () => void;
  close(): Promise<void>;
}

/** One process: listeners hear every event published here, on the next tick. */
export function createLocalBus(): LiveBus {
  const listeners = new Set<LiveListener>();
  return {
    shared: false,
    publish(event) {
      queueMicrotask(() => {
        for (const listener of listeners) listener(event);
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => listeners.clear(),
  };
}
