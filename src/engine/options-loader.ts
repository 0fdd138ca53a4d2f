import type { MetaBundle } from '../meta/bundle';
import type { DataProvider, Option, RowId } from './data-provider';

/**
 * Loads the options of a reference select: matching a keyword (page `pageNo` of them, 20 a
 * page), or the labels of given ids.
 */
export type LoadOptions = (keyword?: string, ids?: RowId[], pageNo?: number) => Promise<Option[]>;

/** Options per page the loaders ask for: a shorter page is the last one. */
export const OPTIONS_PAGE_SIZE = 20;

/**
 * Field values the rows offered for picking must hold (a reference's `ref.offer`, with the
 * values of the form fields it follows filled in). A null is a followed field not filled yet.
 */
export type Offer = Record<string, string | number | boolean | null | (string | number)[]>;

/** Whether an offer still waits for a field it follows: until then nothing can be offered. */
export const offerWaits = (offer?: Offer) => !!offer && Object.values(offer).some((value) => value === null);

/** A later page of a picker's search: only the first page goes without paging. */
const pagingOf = (pageNo?: number) => (pageNo && pageNo > 1 ? { pageNo, pageSize: OPTIONS_PAGE_SIZE } : {});

/** One loader per key, made once: a widget keeps the same loader across renders. */
function loaderCache() {
  const cache = new Map<string, LoadOptions>();
  return (key: string, make: () => LoadOptions): LoadOptions => {
    let loader = cache.get(key);
    if (!loader) {
      loader = make();
      cache.set(key, loader);
    }
    return loader;
  };
}

/**
 * `$optionsOf(entityName, offer?)` in the form's scope: reference widgets get their loader from
 * here, so they search the other entity through the data provider without fetching themselves.
 * The offer narrows what a search finds, not the labels of ids already chosen: a row chosen
 * before it stopped qualifying (a disabled person) is still shown by name. An offer waiting for
 * a field it follows (an account for a member not chosen yet) finds nothing.
 */
export function createOptionsOf(provider: DataProvider, bundle: MetaBundle) {
  const loaderFor = loaderCache();
  return (entityName: string, offer?: Offer): LoadOptions =>
    loaderFor(offer ? `${entityName}:${JSON.stringify(offer)}` : entityName, () => async (keyword, ids, pageNo) => {
      const entity = bundle.entities.get(entityName);
      if (!entity) return [];
      if (offerWaits(offer) && !ids) return [];
      const narrowed = offer && !ids ? { offer } : {};
      const answer = await provider.options({ entity, keyword, ids, ...pagingOf(pageNo), ...narrowed });
      return answer.code === 0 ? answer.data : [];
    });
}

/**
 * `$userOptionsOf(entityName, field, action?)` in the form's scope: a user field's picker searches
 * the seller's back-office users through the entity's `userOptions` route; `action` names the
 * status action whose form the field is in (a work order's assignee).
 */
export function createUserOptionsOf(provider: DataProvider, bundle: MetaBundle) {
  const loaderFor = loaderCache();
  return (entityName: string, field: string, action?: string): LoadOptions =>
    loaderFor(`${entityName}.${action ?? ''}.${field}`, () => async (keyword, ids, pageNo) => {
      const entity = bundle.entities.get(entityName);
      if (!entity || !provider.call) return [];
      const body = { ...(action ? { action } : {}), field, keyword, ids, ...pagingOf(pageNo) };
      const answer = await provider.call({ entity, operation: 'userOptions', body });
      return answer.code === 0 && Array.isArray(answer.data) ? (answer.data as Option[]) : [];
    });
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
