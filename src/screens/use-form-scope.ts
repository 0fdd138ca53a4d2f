import { useMemo } from 'react';
import { createOptionsOf, createTreeOf, useDataProvider } from '../engine';
import { useMetaBundle } from '../engine/bundle-context';

/**
 * The scope formily compiles `{{$optionsOf("entity")}}` and `{{$treeOf("entity")}}` against:
 * reference and tree loaders over the provider.
 */
export function useFormScope() {
  const provider = useDataProvider();
  const bundle = useMetaBundle();
  return useMemo(
    () => ({ $optionsOf: createOptionsOf(provider, bundle), $treeOf: createTreeOf(provider, bundle) }),
    [provider, bundle],
  );
}
