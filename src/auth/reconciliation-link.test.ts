import { afterEach, describe, expect, it, vi } from 'vitest';

const issueTicket = vi.fn();
vi.mock('../api/system-api', () => ({ issueTicket: (purpose: string) => issueTicket(purpose) }));

const { reconciliationLink } = await import('./reconciliation-link');
const { RECONCILIATION_SITE } = await import('./special-routes');

afterEach(() => issueTicket.mockReset());

describe('the reconciliation site link', () => {
  it('carries a reconciliation ticket, encoded, on the configured login address', async () => {
    issueTicket.mockResolvedValue({ code: 0, data: { ticket: 'a+b/c' } });
    expect(await reconciliationLink()).toBe(`${RECONCILIATION_SITE}?ticket=a%2Bb%2Fc`);
    expect(issueTicket).toHaveBeenCalledWith('reconciliation');
  });

  it('is not made when no ticket was issued', async () => {
    issueTicket.mockResolvedValue({ code: 403, data: null });
    expect(await reconciliationLink()).toBeUndefined();
  });
});
