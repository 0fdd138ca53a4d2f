import { createContext, useContext, type ReactNode } from 'react';
import type { MetaBundle } from '../meta/bundle';
import { metaBundle } from './bundle';

const BundleContext = createContext<MetaBundle>(metaBundle);

/** Screens read schemas from here: the app's bundle by default, a fixture one in tests. */
export function BundleScope({ bundle, children }: { bundle: MetaBundle; children: ReactNode }) {
  return <BundleContext.Provider value={bundle}>{children}</BundleContext.Provider>;
}

export const useMetaBundle = () => useContext(BundleContext);
