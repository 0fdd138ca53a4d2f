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
  /** Charging cards of the pile's seller that drivers present; none: sessions run without transactions. */
  idTags?: readonly string[];
  /**
   * Simulated minutes per real minute (1 unless told). The central system believes no more
   * energy than the rated power delivers in real time, so a faster clock meters the energy of
   * the real time that passed, not of the simulated minute.
   */
  speed?: number;
  /** The pile's clock, epoch ms (the real one unless told): the time its sessions' messages carry. */
  now?: () => number;
  /** Time between the stages of a firmware update (download, install); 2 s unless told. */
  firmwareStepMs?: number;
  log?: (line: string) => void;
}

/** The vendor message a billing template comes in (server/billing/deliver-template.ts). */
const TEMPLATE_VENDOR_ID = 'ChargeOps';
const TEMPLATE_MESSAGE_ID = 'BillingTemplate';

type GunState =
  | { kind: 'idle' }
  | { kind: 'charging'; minutesLeft: number; transactionId?: number; kw: number; soc: number }
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
  private readonly timestamp = () => new Date(this.options.now?.() ?? Date.now()).toISOString();
  /** Each connector's energy register, in Wh: it only goes up. */
  private readonly meters: number[];
  private readonly config = new Map<string, string>([
    ['HeartbeatInterval', '60'],
    ['MeterValueSampleInterval', '60'],
  ]);

  /** The billing template last accepted: the day plan this pile prices by. */
  tariff: { templateId: number; version: number; periods: unknown[] } | undefined;
  /** The firmware statuses this pile has reported, in order. */
  readonly firmwareReports: string[] = [];

  constructor(private readonly options: SimulatedPileOptions) {
    this.guns = Array.from({ length: options.guns }, () => ({ kind: 'idle' }) as GunState);
    this.meters = Array.from({ length: options.guns }, () => Math.floor(Math.random() * 5_000_000));
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
        else if (random() < startChancePerMinute(hour)) await this.startSession(index);
      } else if (gun.kind === 'charging') {
        gun.minutesLeft -= 1;
        await this.meter(index, gun);
        if (gun.minutesLeft <= 0) await this.stopSession(index, 'EVDisconnected');
      } else if (gun.kind === 'faulted') {
        gun.minutesLeft -= 1;
        if (gun.minutesLeft <= 0) await this.set(index, { kind: 'idle' });
      }
    }
  }

  /** A driver arrives: presents a card, plugs in, and the pile starts a transaction. */
  private async startSession(index: number, idTag = this.pickTag()) {
    const { ratedKw, random } = this.options;
    await this.report(index, 'Preparing');
    const state: GunState & { kind: 'charging' } = {
      kind: 'charging',
      minutesLeft: sessionMinutes(ratedKw, random),
      kw: ratedKw * (0.5 + random() * 0.45),
      soc: 10 + Math.floor(random() * 50),
    };
    if (idTag) {
      const answer = (await this.client.call('StartTransaction', {
        connectorId: index + 1,
        idTag,
        meterStart: this.meters[index],
        timestamp: this.timestamp(),
      })) as { transactionId: number; idTagInfo: { status: string } };
      if (answer.idTagInfo.status !== 'Accepted') {
        // The card is refused: the pile ends the transaction it had to open, and the driver leaves.
        await this.client.call('StopTransaction', {
          transactionId: answer.transactionId,
          meterStop: this.meters[index],
          timestamp: this.timestamp(),
          reason: 'DeAuthorized',
        });
        await this.set(index, { kind: 'idle' });
        return;
      }
      state.transactionId = answer.transactionId;
    }
    await this.set(index, state);
  }

  /** One simulated minute of charging: energy at the session's power, reported as meter values. */
  private async meter(index: number, gun: GunState & { kind: 'charging' }) {
    this.meters[index] += Math.round((gun.kw * 1000) / 60 / Math.max(1, this.options.speed ?? 1));
    gun.soc = Math.min(100, gun.soc + gun.kw / 60);
    if (gun.transactionId === undefined) return;
    await this.client.call('MeterValues', {
      connectorId: index + 1,
      transactionId: gun.transactionId,
      meterValue: [
        {
          timestamp: this.timestamp(),
          sampledValue: [
            { value: String(this.meters[index]), measurand: 'Energy.Active.Import.Register', unit: 'Wh' },
            { value: (gun.kw * 1000).toFixed(0), measurand: 'Power.Active.Import', unit: 'W' },
            { value: '750', measurand: 'Voltage', unit: 'V' },
            { value: ((gun.kw * 1000) / 750).toFixed(1), measurand: 'Current.Import', unit: 'A' },
            { value: gun.soc.toFixed(0), measurand: 'SoC', unit: 'Percent' },
          ],
        },
      ],
    });
  }

  private async stopSession(index: number, reason: string) {
    const gun = this.guns[index];
    if (gun.kind !== 'charging') return;
    await this.report(index, 'Finishing');
    if (gun.transactionId !== undefined)
      await this.client.call('StopTransaction', {
        transactionId: gun.transactionId,
        meterStop: this.meters[index],
        timestamp: this.timestamp(),
        reason,
      });
    await this.set(index, { kind: 'idle' });
  }

  private pickTag(): string | undefined {
    const tags = this.options.idTags ?? [];
    return tags.length ? tags[Math.floor(this.options.random() * tags.length)] : undefined;
  }

  async stop(): Promise<void> {
    await this.client.close({ force: true });
  }

  /**
   * A firmware update as a charger runs it: downloads the file from the location (a failed
   * download is reported as such), then installs it, saying where it is at each stage.
   */
  private async updateFirmware(location: string) {
    const step = () => new Promise((resolve) => setTimeout(resolve, this.options.firmwareStepMs ?? 2_000));
    const say = async (status: string) => {
      this.firmwareReports.push(status);
      await this.client.call('FirmwareStatusNotification', { status });
    };
    await say('Downloading');
    const downloaded = await fetch(location).then(
      async (response) => response.ok && (await response.arrayBuffer()).byteLength > 0,
      () => false,
    );
    await step();
    if (!downloaded) return say('DownloadFailed');
    await say('Downloaded');
    await step();
    await say('Installing');
    await step();
    await say('Installed');
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
      const { connectorId = 1, idTag } = params as { connectorId?: number; idTag: string };
      const index = connectorId - 1;
      if (this.guns[index]?.kind !== 'idle') return { status: 'Rejected' };
      setTimeout(() => void this.startSession(index, idTag).catch(() => undefined), 50);
      return { status: 'Accepted' };
    });
    client.handle('RemoteStopTransaction', async ({ params }: IHandlersOption) => {
      const { transactionId } = params as { transactionId: number };
      const index = this.guns.findIndex((gun) => gun.kind === 'charging' && gun.transactionId === transactionId);
      if (index < 0) return { status: 'Rejected' };
      setTimeout(() => void this.stopSession(index, 'Remote').catch(() => undefined), 50);
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
    client.handle('UpdateFirmware', async ({ params }: IHandlersOption) => {
      const { location, retrieveDate } = params as { location: string; retrieveDate: string };
      const wait = Math.max(0, new Date(retrieveDate).getTime() - Date.now());
      setTimeout(() => void this.updateFirmware(location).catch(() => undefined), wait);
      return {};
    });
    client.handle('DataTransfer', async ({ params }: IHandlersOption) => {
      const { vendorId, messageId, data } = params as { vendorId: string; messageId?: string; data?: string };
      if (vendorId !== TEMPLATE_VENDOR_ID) return { status: 'UnknownVendorId' };
      if (messageId !== TEMPLATE_MESSAGE_ID) return { status: 'UnknownMessageId' };
      try {
        const template = JSON.parse(data ?? '') as { templateId: number; version: number; periods: unknown[] };
        if (!Array.isArray(template.periods) || template.periods.length === 0) return { status: 'Rejected' };
        this.tariff = template;
        return { status: 'Accepted' };
      } catch {
        return { status: 'Rejected' };
      }
    });
  }
}
