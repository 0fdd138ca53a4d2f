import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, listenForPiles, type TestApp } from '../../server/test-support/test-app';
import { SimulatedPile } from './simulated-pile';

/** The simulator against the real central system: a driver's session becomes a paid bill. */
let t: TestApp;
let endpoint: string;
let pile: SimulatedPile | undefined;

beforeAll(async () => {
  // The pile's clock below runs a minute a tick from 25 minutes ago: its sessions begin before
  // its BootNotification by the server's clock, which the central system believes only of a
  // pile whose clock may be that far off.
  vi.stubEnv('OCPP_CLOCK_SKEW_SECONDS', String(30 * 60));
  t = await createTestApp();
  endpoint = await listenForPiles(t);
});
afterAll(async () => {
  await pile?.stop();
  await t.close();
  vi.unstubAllEnvs();
});

/** Random numbers as scripted, then 0.5 (no fault, no new arrival). */
const scripted = (values: number[]) => () => values.shift() ?? 0.5;

describe('a simulated pile', () => {
  it('starts a card session, reports its meter every minute and is billed when the driver leaves', async () => {
    const { rows } = await t.db.query<{
      code: string;
      id: number;
      card_no: string;
      account_id: number;
      balance: number;
    }>(
      `select p.code, p.id, c.card_no, c.account_id, a.balance from pile p
         join sellers s on s.id = p.seller_id and s.seller_number = '100001'
         join card c on c.seller_id = p.seller_id and c.state = 1
         join account a on a.id = c.account_id and a.balance > 100000 and a.account_state = 1
         join member m on m.id = c.member_id and m.member_status = 1
        where p.enable_status = 1 and p.rated_power >= 30
        order by p.id, c.id limit 1`,
    );
    const [chosen] = rows;
    // No fault, an arrival, the first card, a 20-minute session at half the rated power, on a
    // pile clock that runs a minute a tick from 25 minutes ago (the central system believes
    // no more energy than the rated power delivers in the time its messages say passed).
    let clock = Date.now() - 25 * 60_000;
    pile = new SimulatedPile({
      endpoint,
      code: chosen.code,
      guns: 1,
      ratedKw: 60,
      random: scripted([0.5, 0, 0, 0, 0, 0]),
      idTags: [chosen.card_no],
      now: () => clock,
    });
    const begun = new Date(clock - 1_000).toISOString();
    await pile.start();
    for (let minute = 0; minute <= 20; minute++) {
      await pile.tick(18);
      clock += 60_000;
    }

    const { rows: bills } = await t.db.query<{
      kwh: number;
      bill_status: number;
      total_amount: number;
      paid_amount: number;
    }>(
      `select kwh::float as kwh, bill_status, total_amount, paid_amount from bill where pile_id = $1 and card_no = $2 and start_time >= $3`,
      [chosen.id, chosen.card_no, begun],
    );
    expect(bills).toHaveLength(1);
    expect(bills[0].bill_status).toBe(2);
    expect(bills[0].kwh).toBe((20 * Math.round(30_000 / 60)) / 1000);
    expect(Number(bills[0].total_amount)).toBeGreaterThan(0);
    expect(Number(bills[0].paid_amount)).toBe(Number(bills[0].total_amount));
    const { rows: after } = await t.db.query<{ balance: number }>(`select balance from account where id = $1`, [
      chosen.account_id,
    ]);
    expect(Number(after[0].balance)).toBe(Number(chosen.balance) - Number(bills[0].total_amount));
    const samples = await t.db.query(
      `select 1 from meter_values m join bill b on b.id = m.bill_id where b.pile_id = $1`,
      [chosen.id],
    );
    expect(samples.rows.length).toBeGreaterThanOrEqual(21);
  });
});
