// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from './data-provider';
import { DataProviderScope } from './data-provider-context';
import { fixtureBundle } from './fixtures/fixture-bundle';
import type { ListQuery } from './list-query';
import { useList } from './use-list';

const station = fixtureBundle.entities.get('station')!;
const query: ListQuery = { pageNo: 1, pageSize: 10, filters: {} };
const answer = (name: string) => ({
  code: 0,
  msg: 'success',
  success: true,
  data: { data: [{ id: 1, name }], pageNo: 1, totalCount: 1 },
});

function providerWith(peeked?: ReturnType<typeof answer>) {
  const page = vi.fn(async () => answer('asked'));
  const provider = { page, peekPage: vi.fn(() => peeked) } as unknown as DataProvider;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataProviderScope provider={provider}>{children}</DataProviderScope>
  );
  return { page, wrapper };
}

describe('useList', () => {
  it('shows a page that has already arrived in its first render, without asking again', async () => {
    const { page, wrapper } = providerWith(answer('ahead'));
    const { result } = renderHook(() => useList(station, query), { wrapper });
    expect(result.current).toMatchObject({ loading: false, total: 1, rows: [{ name: 'ahead' }] });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(page).not.toHaveBeenCalled();
    // A reload asks the server as usual.
    result.current.reload();
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 1, name: 'asked' }]));
  });

  it('otherwise starts loading and asks for the page', async () => {
    const { page, wrapper } = providerWith(undefined);
    const { result } = renderHook(() => useList(station, query), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 1, name: 'asked' }]));
    expect(page).toHaveBeenCalledOnce();
  });
});
