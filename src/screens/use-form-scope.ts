import { useMemo } from 'react';
import {
  createOptionsOf,
  createServerValue,
  createTreeOf,
  createUploadTo,
  createUserOptionsOf,
  useDataProvider,
} from '../engine';
import { useMetaBundle } from '../engine/bundle-context';

/**
 * The scope formily compiles `{{$optionsOf("entity")}}`, `{{$treeOf("entity")}}`,
 * `{{$userOptionsOf("entity", "field")}}` and `{{$uploadTo("entity", "field")}}` against:
 * reference, tree and user loaders and file uploads over the provider, and
 * `$serverValue(...)` for fields the server works out.
 */
export function useFormScope() {
  const provider = useDataProvider();
  const bundle = useMetaBundle();
  return useMemo(
    () => ({
      $optionsOf: createOptionsOf(provider, bundle),
      $treeOf: createTreeOf(provider, bundle),
      $userOptionsOf: createUserOptionsOf(provider, bundle),
      $uploadTo: createUploadTo(provider, bundle),
      $serverValue: createServerValue(provider, bundle),
    }),
    [provider, bundle],
  );
}
