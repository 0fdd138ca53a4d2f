import type { ComponentType } from 'react';
import type { LocalizedText } from '../meta/model/common';

/**
 * A hand-written screen: one folder of src/screens-hand named after its id, whose screen.ts
 * default-exports defineScreen({...}). The component loads lazily (lazyChunk), so the
 * registry itself weighs a title and a path or two per screen.
 */
export interface ScreenDefinition {
  /** Unique screen id, the folder's name; menu items name it in their `screen` property. */
  id: string;
  /** Its title for tabs, breadcrumbs and the document title where no menu entry titles it. */
  title: LocalizedText;
  /** A lazy component: render it under Suspense (the shell's page does). */
  component: ComponentType;
  /** Starts loading the component's code (after a reload, while the user data loads). */
  preload?: () => Promise<unknown>;
  /**
   * Shell routes this screen answers without a menu entry (home, account, error pages), open
   * to every signed-in user. A screen without paths shows only where a menu item mounts it,
   * guarded by that item's permission.
   */
  paths?: string[];
  /** Paths that redirect to the screen's first path (e.g. /account to /account/center). */
  redirectsFrom?: string[];
  /**
   * The name of an entity whose create and edit page (its `form.page` routes `<url>/new` and
   * `<url>/edit/:id`) is this screen instead of the generic form: a form the schema cannot
   * express, such as a role's permission tree. Guarded by the entity's list permission.
   */
  formOf?: string;
}

/** The registry's entry point: typed, and the component's own preload taken when none is given. */
export function defineScreen(definition: ScreenDefinition): ScreenDefinition {
  const ownPreload = (definition.component as { preload?: () => Promise<unknown> }).preload;
  return { ...definition, preload: definition.preload ?? ownPreload };
}
