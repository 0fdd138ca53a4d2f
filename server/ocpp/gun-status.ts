/** Gun statuses of the specification (dictionary gunStatus). */
export const GUN_STATUS = { idle: 1, preparing: 2, charging: 3, full: 4, offline: 5, alarm: 6, reserved: 7 } as const;

/** Pile service statuses of the specification (dictionary serviceStatus). */
export const SERVICE_STATUS = { idle: 1, halfIdle: 2, nonIdle: 3, charging: 4, offline: 5, alarm: 6 } as const;

/** OCPP 1.6 ChargePointStatus → the gun status an operator sees. */
const FROM_OCPP: Record<string, number> = {
  Available: GUN_STATUS.idle,
  Preparing: GUN_STATUS.preparing,
  Charging: GUN_STATUS.charging,
  // The car stopped drawing: it is full or nearly so. The charger pausing keeps it charging.
  SuspendedEV: GUN_STATUS.full,
  SuspendedEVSE: GUN_STATUS.charging,
  Finishing: GUN_STATUS.full,
  Reserved: GUN_STATUS.reserved,
  // Taken out of service by the operator (ChangeAvailability) or by the pile: not usable.
  Unavailable: GUN_STATUS.offline,
  Faulted: GUN_STATUS.alarm,
};

export function gunStatusOf(ocppStatus: string): number | undefined {
  return FROM_OCPP[ocppStatus];
}

/**
 * A connected pile's service status from its guns' statuses: alarm wins, then whether any gun
 * is free. A pile without a connection is offline whatever its guns last said.
 */
export function serviceStatusOf(gunStatuses: readonly number[], connected: boolean): number {
  if (!connected) return SERVICE_STATUS.offline;
  if (gunStatuses.includes(GUN_STATUS.alarm)) return SERVICE_STATUS.alarm;
  const idle = gunStatuses.filter((status) => status === GUN_STATUS.idle).length;
  if (gunStatuses.length === 0 || idle === gunStatuses.length) return SERVICE_STATUS.idle;
  if (idle > 0) return SERVICE_STATUS.halfIdle;
  if (gunStatuses.includes(GUN_STATUS.charging)) return SERVICE_STATUS.charging;
  return SERVICE_STATUS.nonIdle;
}
