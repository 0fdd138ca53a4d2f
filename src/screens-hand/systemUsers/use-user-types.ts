import { useEffect, useState } from 'react';
import { loadDictionary } from '../../engine/bundle';
import type { DictionaryFile } from '../../meta/model';

/** Dictionary userType (ordinary, dispatch, repair), loaded once the users screen opens. */
export function useUserTypes(): DictionaryFile['items'] {
  const [items, setItems] = useState<DictionaryFile['items']>([]);
  useEffect(() => {
    let current = true;
    void loadDictionary('userType').then((dict) => current && setItems(dict?.items ?? []));
    return () => {
      current = false;
    };
  }, []);
  return items;
}
