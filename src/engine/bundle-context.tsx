import { createContext, useContext, type ReactNode } from 'react';
import type { MetaBundle } from '../meta/bundle';
import { emptyBundle } from './bundle';

const BundleContext = createContext<MetaBundle>(emptyBundle);

/**
 * Screens read schemas from here: a routed screen's entities with the dictionaries it shows
 * (engine/bundle loadEntityBundle), a fixture or the full bundle in tests.
 */
export function BundleScope({ bundle, children }: { bundle: MetaBundle; children: ReactNode }) {
  return <BundleContext.Provider value={bundle}>{children}</BundleContext.Provider>;
}

export const useMetaBundle = () => useContext(BundleContext);
