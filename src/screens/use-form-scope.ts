import { useMemo } from 'react';
import {
  createOptionsOf,
  createServerValue,
  createTreeOf,
  createUploadTo,
  createUserOptionsOf,
  createFollowOffer,
  useDataProvider,
} from '../engine';
import { useMetaBundle } from '../engine/bundle-context';

/**
 * The scope formily compiles `{{$optionsOf("entity")}}`, `{{$treeOf("entity")}}`,
 * `{{$userOptionsOf("entity", "field")}}` and `{{$uploadTo("entity", "field")}}` against:
 * reference, tree and user loaders and file uploads over the provider, and
 * `$serverValue(...)` for fields the server works out, `$followOffer(...)` for pickers whose offer
 * follows other fields of the form.
 */
export function useFormScope() {
  const provider = useDataProvider();
  const bundle = useMetaBundle();
  return useMemo(() => {
    const optionsOf = createOptionsOf(provider, bundle);
    return {
      $optionsOf: optionsOf,
      $followOffer: createFollowOffer(provider, bundle, optionsOf),
      $treeOf: createTreeOf(provider, bundle),
      $userOptionsOf: createUserOptionsOf(provider, bundle),
      $uploadTo: createUploadTo(provider, bundle),
      $serverValue: createServerValue(provider, bundle),
    };
  }, [provider, bundle]);
}
