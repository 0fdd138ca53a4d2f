import { useEffect, useRef, useState } from 'react';
import { apiPost, apiTable } from '../api/http';
import { followLiveEvents } from '../live/live-events';
import { API_CODES } from '../meta/api-codes';

/** A bill being charged, as the bill list answers it. */
export interface ChargingBill {
  id: number;
  billNo: string;
  memberId: number | null;
  plateNo?: string | null;
  vin?: string | null;
  stationId: number | null;
  pileId: number | null;
  gunId: number | null;
  startTime: string | null;
  meterStart?: number | null;
  kwh?: number | null;
  totalAmount?: number | null;
  billStatus?: number | null;
  /** The bill's cost per rate period so far (bill.periods). */
  periods?: unknown;
  $labels?: { memberId?: string; stationId?: string; pileId?: string; gunId?: string };
}

export const CHARGE_DETAIL_URL = '/safe/monitorManage/chargeMonitorDetail';

/** billStatus 1: charging. */
const CHARGING = 1;
/** Sessions start and end in bursts: the list reloads once the burst has passed. */
const SETTLE_MS = 800;

/**
 * The bills being charged now (of one station or pile, or one bill), reloaded whenever a gun's status
 * changes (a session starts or ends), so that the charge monitor follows the piles live.
 */
export function useChargingBills(scope: { stationId?: number; pileId?: number; billId?: number } = {}) {
  const { stationId, pileId, billId } = scope;
  const [bills, setBills] = useState<ChargingBill[]>();
  const [generation, setGeneration] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    let current = true;
    const filters: Record<string, unknown> = { billStatus: CHARGING };
    if (stationId) filters.stationId = stationId;
    if (pileId) filters.pileId = pileId;
    const request = billId
      ? apiPost<ChargingBill>('/api/bill/bill/get', { id: billId }).then((answer) =>
          answer.code === API_CODES.OK && answer.data ? [answer.data] : [],
        )
      : apiTable<ChargingBill>('/api/bill/bill/page', { pageNo: 1, pageSize: 500, filters }).then((page) => page.data);
    request.then(
      (rows) => current && setBills(rows),
      () => current && setBills([]),
    );
    return () => {
      current = false;
    };
  }, [stationId, pileId, billId, generation]);

  useEffect(() => {
    const stop = followLiveEvents((event) => {
      if (event.kind !== 'gun' || event.status === undefined) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setGeneration((value) => value + 1), SETTLE_MS);
    });
    return () => {
      stop();
      clearTimeout(timer.current);
    };
  }, []);

  return { bills, reload: () => setGeneration((value) => value + 1) };
}
