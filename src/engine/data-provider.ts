import type { ApiResponse, FieldError, TablePage } from '../meta/api-codes';
import type { EntityFile, SortSpec } from '../meta/model';
import type { Filters } from './filters';
import type { Offer } from './options-loader';
import type { Transition } from '../meta/transition';

export type { Transition };

export type Row = Record<string, unknown> & { id: number | string; $labels?: Record<string, string> };
export type RowId = Row['id'];

export interface Option {
  value: string | number;
  label: string;
}

export interface PageParams {
  entity: EntityFile;
  pageNo: number;
  pageSize: number;
  filters: Filters;
  sort?: SortSpec;
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

export interface UploadedFile {
  url: string;
  name: string;
  size: number;
}

export type ImportResult = { inserted: number } | { errors: FieldError[] };

/**
 * All data access of the generic screens, one params object per method (as refine's
 * DataProvider). The screens and widgets never call HTTP themselves, so tests can fake it.
 */
export interface DataProvider {
  page(params: PageParams): Promise<ApiResponse<TablePage<Row>>>;
  /**
   * A page that has already arrived (asked for ahead), taken at once, so that a list can show
   * its rows in its first render instead of rendering empty and again a moment later.
   */
  peekPage?(params: PageParams): ApiResponse<TablePage<Row>> | undefined;
  get(params: { entity: EntityFile; id: RowId }): Promise<ApiResponse<Row>>;
  create(params: { entity: EntityFile; values: Record<string, unknown> }): Promise<ApiResponse<unknown>>;
  update(params: { entity: EntityFile; id: RowId; values: Record<string, unknown> }): Promise<ApiResponse<unknown>>;
  remove(params: { entity: EntityFile; ids: RowId[] }): Promise<ApiResponse<unknown>>;
  /** A status action on rows; `input` is its action form's values, when it declares a form. */
  runStatusAction(params: {
    entity: EntityFile;
    name: string;
    ids: RowId[];
    input?: Record<string, unknown>;
  }): Promise<ApiResponse<unknown>>;
  /** A row's status transitions, oldest first (entities with status actions). */
  transitions(params: { entity: EntityFile; id: RowId }): Promise<ApiResponse<Transition[]>>;
  /** Uploads one file for an image or file field; answers the URL the field's list keeps. */
  uploadFile(params: {
    entity: EntityFile;
    field: string;
    file: Blob;
    fileName: string;
  }): Promise<ApiResponse<UploadedFile>>;
  /**
   * Any other route of an entity with a JSON body: a settings entity's get and save, a
   * connection test. Optional, so that a provider for list screens alone need not have it.
   */
  call?(params: {
    entity: EntityFile;
    operation: string;
    body: Record<string, unknown>;
  }): Promise<ApiResponse<unknown>>;
  exportRows(
    params: Omit<PageParams, 'pageNo' | 'pageSize'> & { onProgress?: (loaded: number) => void },
  ): Promise<DownloadedFile>;
  importRows(params: {
    entity: EntityFile;
    file: Blob;
    onProgress?: (loaded: number, total?: number) => void;
  }): Promise<ApiResponse<ImportResult>>;
  importTemplate(params: { entity: EntityFile }): Promise<DownloadedFile>;
  /** One page of options (pageNo from 1, at most 50 a page): a picker over a large set scrolls on. */
  options(params: {
    entity: EntityFile;
    keyword?: string;
    ids?: RowId[];
    pageNo?: number;
    pageSize?: number;
    /** Field values the offered rows must hold (a reference's `ref.offer`). */
    offer?: Offer;
  }): Promise<ApiResponse<Option[]>>;
  /** Every node of a tree entity (parents and children), up to the server's limit. */
  tree?(params: { entity: EntityFile }): Promise<ApiResponse<{ rows: Row[]; truncated: boolean }>>;
  /** Hangs a node of a tree entity below another one, or at the root (parentId null). */
  move?(params: { entity: EntityFile; id: RowId; parentId: RowId | null }): Promise<ApiResponse<Row>>;
}

/** The route of one operation of an entity, below the API base path. */
export const operationPath = (entity: EntityFile, operation: string) =>
  `/${entity.service}/${entity.resource}/${operation}`;
