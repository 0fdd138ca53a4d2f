import { useMemo } from 'react';
import { createOptionsOf, useDataProvider } from '../engine';
import { useMetaBundle } from '../engine/bundle-context';

/** The scope formily compiles `{{$optionsOf("entity")}}` against: reference loaders over the provider. */
export function useFormScope() {
  const provider = useDataProvider();
  const bundle = useMetaBundle();
  return useMemo(() => ({ $optionsOf: createOptionsOf(provider, bundle) }), [provider, bundle]);
}
