import type { ComponentProps } from 'react';
import { lazyChunk } from '../app/chunk-errors';
import type { ActionFormDialog } from './action-form-dialog';
import type { EntityForm } from './entity-form';
import type { ImportDialog } from './import-dialog';

// The form drawer brings formily, the widget registry and the rule compiler; the import dialog
// brings the upload and progress widgets. A list needs neither until one is opened, so each
// is its own chunk, fetched as the user reaches for the list's actions (preloadDialogs).
const loadForm = () => import('./entity-form');
const loadImport = () => import('./import-dialog');

export const LazyEntityForm = lazyChunk<ComponentProps<typeof EntityForm>>(() =>
  loadForm().then((m) => ({ default: m.EntityForm })),
);
export const LazyActionFormDialog = lazyChunk<ComponentProps<typeof ActionFormDialog>>(() =>
  import('./action-form-dialog').then((m) => ({ default: m.ActionFormDialog })),
);
export const LazyImportDialog = lazyChunk<ComponentProps<typeof ImportDialog>>(() =>
  loadImport().then((m) => ({ default: m.ImportDialog })),
);

let preloaded = false;

/** Starts fetching the dialogs' code once; failures surface when a dialog is opened. */
export function preloadDialogs(): void {
  if (preloaded) return;
  preloaded = true;
  loadForm().catch(() => (preloaded = false));
  loadImport().catch(() => (preloaded = false));
}
