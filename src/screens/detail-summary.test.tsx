// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BundleScope } from '../engine';
import { metaBundle } from '../engine/full-bundle';
import { presetRange } from '../meta/filters/date-presets';
import type { AggregateAnswer, AggregateBody } from '../meta/aggregate';
import { DetailSummaryPanels } from './detail-summary';
import { installDomPolyfills } from './testing/dom-polyfills';

const asked: { entity: string; body: AggregateBody }[] = [];
const answers: Record<string, AggregateAnswer> = {
  bill: {
    rows: [{ $labels: {} }],
    summary: { 'sum:kwh': 123.456, 'sum:totalAmount': 9876, count: 7, 'count|billStatus=1': 2 },
    truncated: false,
  },
  gun: {
    rows: [
      { status: 1, count: 4, $labels: {} },
      { status: 3, count: 2, $labels: {} },
      { status: 5, count: 1, $labels: {} },
    ],
    summary: { count: 7 },
    truncated: false,
  },
};
vi.mock('../charts/aggregate-client', () => ({
  fetchAggregate: (entity: string, body: AggregateBody) => {
    asked.push({ entity, body });
    return Promise.resolve(answers[entity]);
  },
}));
const held = new Set(['bill:query', 'gunManage:query']);
vi.mock('./use-can', () => ({ useCan: () => (key: string) => held.has(key) }));

function renderStation() {
  render(
    <MemoryRouter>
      <BundleScope bundle={metaBundle}>
        <DetailSummaryPanels entity={metaBundle.entities.get('station')!} id={42} />
      </BundleScope>
    </MemoryRouter>,
  );
}

describe('a detail summary panel', () => {
  beforeAll(installDomPolyfills);
  vi.setConfig({ testTimeout: 60_000 });
  afterEach(() => {
    cleanup();
    asked.length = 0;
  });

  it("shows a station's figures of today from its bills, money in yuan", async () => {
    renderStation();
    const today = await waitFor(() => {
      const panel = document.querySelector<HTMLElement>('[data-summary="today"]');
      expect(panel?.textContent).toContain('123.46');
      return panel!;
    });
    expect(within(today).getByText('今日电量')).toBeTruthy();
    expect(today.querySelector('[data-figure="sum:totalAmount"]')?.textContent).toContain('98.76');
    expect(today.querySelector('[data-figure="count"]')?.textContent).toContain('7');
    expect(today.querySelector('[data-figure="count|billStatus=1"]')?.textContent).toContain('2');
    const bills = asked.find((a) => a.entity === 'bill')!;
    expect(bills.body.filters).toEqual({ stationId: 42, startTime: presetRange('today') });
  });

  it('counts the guns of the station per status, every status shown', async () => {
    renderStation();
    const guns = await waitFor(() => {
      const panel = document.querySelector<HTMLElement>('[data-summary="guns"]');
      expect(panel?.querySelector('[data-count="1"]')?.textContent).toContain('4');
      return panel!;
    });
    expect(guns.querySelector('[data-count="3"]')?.textContent).toContain('2');
    expect(guns.querySelector('[data-count="5"]')?.textContent).toContain('1');
    expect(guns.querySelector('[data-count="6"]')?.textContent).toContain('0');
    expect(within(guns).getByText('充电中')).toBeTruthy();
    const body = asked.find((a) => a.entity === 'gun')!.body;
    expect(body).toEqual({ filters: { 'pileId.stationId': 42 }, dimensions: ['status'], measures: ['count'] });
  });

  it('leaves out a panel the user may not list', async () => {
    held.delete('gunManage:query');
    try {
      renderStation();
      await waitFor(() => expect(document.querySelector('[data-summary="today"]')).not.toBeNull());
      expect(document.querySelector('[data-summary="guns"]')).toBeNull();
      expect(screen.queryByText('充电枪状态')).toBeNull();
    } finally {
      held.add('gunManage:query');
    }
  });
});
