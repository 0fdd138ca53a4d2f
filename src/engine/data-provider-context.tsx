import { createContext, useContext, type ReactNode } from 'react';
import type { DataProvider } from './data-provider';

const DataProviderContext = createContext<DataProvider | undefined>(undefined);

/** Gives the screens below their data provider (the HTTP one in the app, a fake in tests). */
export function DataProviderScope({ provider, children }: { provider: DataProvider; children: ReactNode }) {
  return <DataProviderContext.Provider value={provider}>{children}</DataProviderContext.Provider>;
}

export function useDataProvider(): DataProvider {
  const provider = useContext(DataProviderContext);
  if (!provider) throw new Error('useDataProvider: no DataProviderScope above this component');
  return provider;
}
