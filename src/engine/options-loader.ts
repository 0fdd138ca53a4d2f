import type { MetaBundle } from '../meta/bundle';
import type { DataProvider, Option, RowId } from './data-provider';

/**
 * Loads the options of a reference select: matching a keyword (page `pageNo` of them, 20 a
 * page), or the labels of given ids.
 */
export type LoadOptions = (keyword?: string, ids?: RowId[], pageNo?: number) => Promise<Option[]>;

/** Options per page the loaders ask for: a shorter page is the last one. */
export const OPTIONS_PAGE_SIZE = 20;

/** A reference's `ref.offer`: field values the rows offered for picking must hold. */
export type Offer = Record<string, string | number | boolean>;

/**
 * `$optionsOf(entityName, offer?)` in the form's scope: reference widgets get their loader from
 * here, so they search the other entity through the data provider without fetching themselves.
 * The offer narrows what a search finds, not the labels of ids already chosen: a row chosen
 * before it stopped qualifying (a disabled person) is still shown by name.
 */
export function createOptionsOf(provider: DataProvider, bundle: MetaBundle) {
  const cache = new Map<string, LoadOptions>();
  return (entityName: string, offer?: Offer): LoadOptions => {
    const key = offer ? `${entityName}:${JSON.stringify(offer)}` : entityName;
    let loader = cache.get(key);
    if (!loader) {
      loader = async (keyword, ids, pageNo) => {
        const entity = bundle.entities.get(entityName);
        if (!entity) return [];
        const paging = pageNo && pageNo > 1 ? { pageNo, pageSize: OPTIONS_PAGE_SIZE } : {};
        const narrowed = offer && !ids ? { offer } : {};
        const answer = await provider.options({ entity, keyword, ids, ...paging, ...narrowed });
        return answer.code === 0 ? answer.data : [];
      };
      cache.set(key, loader);
    }
    return loader;
  };
}

/**
 * `$userOptionsOf(entityName, field)` in the form's scope: a user field's picker searches the
 * seller's back-office users through the entity's `userOptions` route.
 */
export function createUserOptionsOf(provider: DataProvider, bundle: MetaBundle) {
  const cache = new Map<string, LoadOptions>();
  return (entityName: string, field: string): LoadOptions => {
    const key = `${entityName}.${field}`;
    let loader = cache.get(key);
    if (!loader) {
      loader = async (keyword, ids, pageNo) => {
        const entity = bundle.entities.get(entityName);
        if (!entity || !provider.call) return [];
        const paging = pageNo && pageNo > 1 ? { pageNo, pageSize: OPTIONS_PAGE_SIZE } : {};
        const answer = await provider.call({
          entity,
          operation: 'userOptions',
          body: { field, keyword, ids, ...paging },
        });
        return answer.code === 0 && Array.isArray(answer.data) ? (answer.data as Option[]) : [];
      };
      cache.set(key, loader);
    }
    return loader;
  };
}

/** Uploads one file and answers its URL, or the server's refusal. */
export type UploadTo = (file: File) => Promise<{ url?: string; error?: string }>;

/**
 * `$uploadTo(entityName, field)` in the form's scope: image and file widgets send their files
 * through the data provider to the entity's upload route.
 */
export function createUploadTo(provider: DataProvider, bundle: MetaBundle) {
  return (entityName: string, field: string): UploadTo =>
    async (file) => {
      const entity = bundle.entities.get(entityName);
      if (!entity) return { error: entityName };
      const answer = await provider.uploadFile({ entity, field, file, fileName: file.name });
      return answer.code === 0 ? { url: answer.data.url } : { error: answer.msg };
    };
}
