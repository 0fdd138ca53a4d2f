import type { ComponentType } from 'react';
import type { FilterModel } from '../engine/filters';
import type { LoadOptions } from '../engine/options-loader';
import type { LoadTree } from '../engine/tree';
import type { WidgetId } from '../meta/model/presentation-ids';

/** What a filter widget receives: its model, its value, and the reference loader of the screen. */
export interface FilterWidgetProps {
  model: FilterModel;
  value: unknown;
  onChange(value: unknown): void;
  /** Searches another entity; given to reference filters only. */
  loadOptions?: LoadOptions;
  /** Loads the tree of a tree entity; given to tree-select filters only. */
  loadTree?: LoadTree;
}

/**
 * A filter widget: plain antd, no formily, so that a list screen loads none of the form engine
 * (that comes with the create/edit drawer). Same ids and value shapes as the form widgets.
 */
export interface FilterDefinition {
  id: WidgetId;
  component: ComponentType<FilterWidgetProps>;
}

export const defineFilter = (definition: FilterDefinition) => definition;
