import type { ComponentType } from 'react';
import type { WidgetId } from '../engine/widget-choice';
import type { FieldType } from '../meta/model';

/**
 * A form or filter widget: a thin formily adapter. It receives value/onChange from formily and
 * everything else as props from the schema; it never fetches data itself (loaders come as props).
 */
export interface WidgetDefinition {
  id: WidgetId;
  types: FieldType[];
  // Formily passes each widget its own props; the schema builder decides which.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: ComponentType<any>;
}

export const defineWidget = (definition: WidgetDefinition) => definition;
