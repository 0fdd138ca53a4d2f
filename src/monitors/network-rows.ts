import alarmLevelDictionary from '../../schemas/dictionaries/alarm-level.json';
import gunStatusDictionary from '../../schemas/dictionaries/gun-status.json';
import onlineStatusDictionary from '../../schemas/dictionaries/online-status.json';
import serviceStatusDictionary from '../../schemas/dictionaries/service-status.json';
import chargeAvailabilityDictionary from '../../schemas/dictionaries/charge-availability.json';
import { apiTable } from '../api/http';
import type { LocalizedText } from '../meta/model';

/** The rows a monitor shows, as the entity lists of the network answer them. */
export interface StationRow {
  id: number;
  name: string;
  city?: string | null;
}

export interface PileRow {
  id: number;
  name: string;
  code: string;
  stationId: number | null;
  ratedPower?: number | null;
  status: number | null;
  onlineStatus: number | null;
  $labels?: { stationId?: string };
}

export interface GunRow {
  id: number;
  code: string;
  pileId: number;
  gunIndex: number;
  status: number | null;
  availability: number | null;
  $labels?: { pileId?: string };
}

export interface AlarmRow {
  id: number;
  pileId: number | null;
  stationId?: number | null;
  level: number | null;
  status: number | null;
  content?: string | null;
  occurredAt?: string | null;
}

export interface DictItem {
  value: number;
  label: LocalizedText;
  color?: string;
}

const byValue = (items: DictItem[]) => new Map(items.map((item) => [item.value, item]));

/** The dictionaries the monitors colour and count by. */
export const GUN_STATUS = byValue(gunStatusDictionary.items);
export const GUN_STATUS_ITEMS: DictItem[] = gunStatusDictionary.items;
export const SERVICE_STATUS = byValue(serviceStatusDictionary.items);
export const ONLINE_STATUS = byValue(onlineStatusDictionary.items);
export const AVAILABILITY = byValue(chargeAvailabilityDictionary.items);
export const ALARM_LEVEL_ITEMS: DictItem[] = alarmLevelDictionary.items;

/** gunStatus codes the monitors act on. */
export const GUN = { idle: 1, charging: 3, offline: 5, alarm: 6 } as const;
/** alarmStatus 3 is handled; pending and processing alarms are open. */
const ALARM_HANDLED = 3;

/** Gun 0 is A: 0-25 are A-Z, 26-51 a-z. */
export const gunLetter = (index: number) => String.fromCharCode(index < 26 ? 65 + index : 71 + index);

/** The most rows one list call answers (the server's page limit). */
const MOST = 500;

export async function loadStations(): Promise<StationRow[]> {
  return (await apiTable<StationRow>('/api/config/station/page', { pageNo: 1, pageSize: MOST })).data;
}

export async function loadPiles(stationId?: number): Promise<PileRow[]> {
  const filters = stationId ? { stationId } : {};
  return (await apiTable<PileRow>('/api/config/pile/page', { pageNo: 1, pageSize: MOST, filters })).data;
}

export async function loadGuns(stationId?: number, pileId?: number): Promise<GunRow[]> {
  const filters = pileId ? { pileId } : stationId ? { 'pileId.stationId': stationId } : {};
  return (await apiTable<GunRow>('/api/config/gun/page', { pageNo: 1, pageSize: MOST, filters })).data;
}

/** The latest alarms, of which the monitors count those not yet handled. */
export async function loadOpenAlarms(stationId?: number): Promise<AlarmRow[]> {
  const filters = stationId ? { stationId } : {};
  const page = await apiTable<AlarmRow>('/api/config/alarmRecord/page', {
    pageNo: 1,
    pageSize: MOST,
    filters,
    sort: { field: 'occurredAt', order: 'descend' },
  });
  return page.data.filter((alarm) => alarm.status !== ALARM_HANDLED);
}
