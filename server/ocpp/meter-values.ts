import type { LiveSample } from './charging-sessions';

/** OCPP 1.6 MeterValue, as MeterValues.req and StopTransaction.req's transactionData carry it. */
export interface OcppMeterValue {
  timestamp: string;
  sampledValue: { value: string; measurand?: string; unit?: string; phase?: string; context?: string }[];
}

const SCALE: Record<string, number> = { Wh: 1, kWh: 1000, W: 1, kW: 1000, V: 1, A: 1, Percent: 1 };

/**
 * Readings from OCPP meter values: the energy register in Wh (the default measurand), and the
 * power, voltage, current and state of charge a monitor draws. Phase values are left out when the
 * total is given; a reading without an energy register carries the last one known.
 */
export function samplesOf(values: readonly OcppMeterValue[], lastEnergyWh = Number.NaN): LiveSample[] {
  const samples: LiveSample[] = [];
  let energy = lastEnergyWh;
  for (const value of values) {
    const read = (measurand: string) => {
      const found =
        value.sampledValue.find((s) => (s.measurand ?? 'Energy.Active.Import.Register') === measurand && !s.phase) ??
        value.sampledValue.find((s) => (s.measurand ?? 'Energy.Active.Import.Register') === measurand);
      if (!found) return undefined;
      const number = Number(found.value) * (SCALE[found.unit ?? ''] ?? 1);
      return Number.isFinite(number) ? number : undefined;
    };
    const register = read('Energy.Active.Import.Register');
    if (register !== undefined) energy = Math.round(register);
    const at = Date.parse(value.timestamp);
    if (!Number.isFinite(at)) continue;
    samples.push({
      at,
      energyWh: energy,
      powerW: read('Power.Active.Import'),
      voltageV: read('Voltage'),
      currentA: read('Current.Import'),
      soc: read('SoC'),
    });
  }
  return samples;
}
