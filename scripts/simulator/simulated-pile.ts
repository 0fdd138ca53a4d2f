import type { IHandlersOption, RPCClient } from 'ocpp-rpc';
import { createOcppClient } from '../../server/ocpp/ocpp-client';
import { sessionMinutes, startChancePerMinute } from './arrivals';

export interface SimulatedPileOptions {
  /** ws://host:port/ocpp */
  endpoint: string;
  code: string;
  guns: number;
  ratedKw: number;
  random: () => number;
  /** Chance per simulated minute that an idle gun faults; it recovers a few minutes later. */
  faultChancePerMinute?: number;
  log?: (line: string) => void;
}

type GunState =
  | { kind: 'idle' }
  | { kind: 'charging'; minutesLeft: number }
  | { kind: 'faulted'; minutesLeft: number }
  | { kind: 'unavailable' };

/**
 * One charger speaking OCPP 1.6J: boots, reports its connectors, heartbeats, runs charging
 * sessions as status changes, faults and recovers now and then, and answers the central
 * system's commands the way a well-behaved charger does.
 */
export class SimulatedPile {
  readonly client: RPCClient;
  private readonly guns: GunState[];
  private readonly config = new Map<string, string>([
    ['HeartbeatInterval', '60'],
    ['MeterValueSampleInterval', '60'],
  ]);

  constructor(private readonly options: SimulatedPileOptions) {
    this.guns = Array.from({ length: options.guns }, () => ({ kind: 'idle' }) as GunState);
    this.client = createOcppClient({ endpoint: options.endpoint, identity: options.code, reconnect: true });
    this.answerCommands();
  }

  async start(): Promise<void> {
    await this.client.connect();
    await this.client.call('BootNotification', { chargePointVendor: 'ChargeOpsSim', chargePointModel: 'SIM' });
    await this.reportAll();
    // After a reconnection the central system has marked the guns offline: say where they are.
    this.client.on('open', () => void this.reportAll().catch(() => undefined));
  }

  /** One simulated minute at this hour of the day. */
  async tick(hour: number): Promise<void> {
    const { random, faultChancePerMinute = 0.0002 } = this.options;
    for (let index = 0; index < this.guns.length; index++) {
      const gun = this.guns[index];
      if (gun.kind === 'idle') {
        if (random() < faultChancePerMinute)
          await this.set(index, { kind: 'faulted', minutesLeft: 3 + Math.floor(random() * 10) });
        else if (random() < startChancePerMinute(hour)) {
          await this.report(index, 'Preparing');
          await this.set(index, { kind: 'charging', minutesLeft: sessionMinutes(this.options.ratedKw, random) });
        }
      } else if (gun.kind === 'charging' || gun.kind === 'faulted') {
        gun.minutesLeft -= 1;
        if (gun.minutesLeft <= 0) {
          if (gun.kind === 'charging') await this.report(index, 'Finishing');
          await this.set(index, { kind: 'idle' });
        }
      }
    }
  }

  async stop(): Promise<void> {
    await this.client.close({ force: true });
  }

  private async set(index: number, state: GunState) {
    this.guns[index] = state;
    await this.report(index, this.ocppStatusOf(state));
  }

  private ocppStatusOf(state: GunState): string {
    return { idle: 'Available', charging: 'Charging', faulted: 'Faulted', unavailable: 'Unavailable' }[state.kind];
  }

  private async reportAll() {
    for (let index = 0; index < this.guns.length; index++)
      await this.report(index, this.ocppStatusOf(this.guns[index]));
  }

  private async report(index: number, status: string) {
    const errorCode = status === 'Faulted' ? 'GroundFailure' : 'NoError';
    await this.client.call('StatusNotification', { connectorId: index + 1, status, errorCode });
  }

  private answerCommands() {
    const client = this.client;
    client.handle('Reset', async () => {
      setTimeout(() => void this.reportAll().catch(() => undefined), 200);
      return { status: 'Accepted' };
    });
    client.handle('ChangeAvailability', async ({ params }: IHandlersOption) => {
      const { connectorId, type } = params as { connectorId: number; type: 'Inoperative' | 'Operative' };
      const targets = connectorId === 0 ? this.guns.map((_, i) => i) : [connectorId - 1];
      if (targets.some((i) => i < 0 || i >= this.guns.length)) return { status: 'Rejected' };
      const busy = targets.some((i) => this.guns[i].kind === 'charging');
      setTimeout(() => {
        for (const i of targets)
          if (this.guns[i].kind !== 'charging')
            void this.set(i, type === 'Inoperative' ? { kind: 'unavailable' } : { kind: 'idle' }).catch(
              () => undefined,
            );
      }, 50);
      return { status: busy ? 'Scheduled' : 'Accepted' };
    });
    client.handle('UnlockConnector', async ({ params }: IHandlersOption) => {
      const index = (params as { connectorId: number }).connectorId - 1;
      return { status: index >= 0 && index < this.guns.length ? 'Unlocked' : 'NotSupported' };
    });
    client.handle('RemoteStartTransaction', async ({ params }: IHandlersOption) => {
      const index = ((params as { connectorId?: number }).connectorId ?? 1) - 1;
      if (this.guns[index]?.kind !== 'idle') return { status: 'Rejected' };
      setTimeout(() => {
        void this.report(index, 'Preparing')
          .then(() =>
            this.set(index, {
              kind: 'charging',
              minutesLeft: sessionMinutes(this.options.ratedKw, this.options.random),
            }),
          )
          .catch(() => undefined);
      }, 50);
      return { status: 'Accepted' };
    });
    client.handle('RemoteStopTransaction', async () => {
      const index = this.guns.findIndex((gun) => gun.kind === 'charging');
      if (index < 0) return { status: 'Rejected' };
      setTimeout(() => void this.set(index, { kind: 'idle' }).catch(() => undefined), 50);
      return { status: 'Accepted' };
    });
    client.handle('GetConfiguration', async ({ params }: IHandlersOption) => {
      const keys = (params as { key?: string[] }).key;
      const wanted = keys?.length ? keys : [...this.config.keys()];
      return {
        configurationKey: wanted
          .filter((key) => this.config.has(key))
          .map((key) => ({ key, readonly: false, value: this.config.get(key) })),
        unknownKey: wanted.filter((key) => !this.config.has(key)),
      };
    });
    client.handle('ChangeConfiguration', async ({ params }: IHandlersOption) => {
      const { key, value } = params as { key: string; value: string };
      if (!this.config.has(key)) return { status: 'NotSupported' };
      this.config.set(key, value);
      return { status: 'Accepted' };
    });
    client.handle('TriggerMessage', async ({ params }: IHandlersOption) => {
      const { requestedMessage } = params as { requestedMessage: string };
      if (requestedMessage === 'StatusNotification') setTimeout(() => void this.reportAll().catch(() => undefined), 50);
      else if (requestedMessage === 'Heartbeat')
        setTimeout(() => void this.client.call('Heartbeat', {}).catch(() => undefined), 50);
      else return { status: 'NotImplemented' };
      return { status: 'Accepted' };
    });
    client.handle('SendLocalList', async () => ({ status: 'Accepted' }));
    client.handle('UpdateFirmware', async () => ({}));
    client.handle('DataTransfer', async () => ({ status: 'Accepted' }));
  }
}
