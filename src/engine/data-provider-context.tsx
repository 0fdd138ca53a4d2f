import { createContext, useContext, type ReactNode } from 'react';
import type { DataProvider } from './data-provider';

const DataProviderContext = createContext<DataProvider | undefined>(undefined);

/** Gives the screens below their data provider (the HTTP one in the app, a fake in tests). */
export function DataProviderScope({ provider, children }: { provider: DataProvider; children: ReactNode }) {
  return <DataProviderContext.Provider value={provider}>{children}</DataProviderContext.Provider>;
}

/** The provider above, if any: lets a routed screen fall back to the HTTP provider. */
export const useOptionalDataProvider = () => useContext(DataProviderContext);

export function useDataProvider(): DataProvider {
  const provider = useContext(DataProviderContext);
  if (!provider) throw new Error('useDataProvider: no DataProviderScope above this component');
  return provider;
}
