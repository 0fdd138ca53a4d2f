import type { ComponentType } from 'react';
import type { WidgetId } from '../meta/model/presentation-ids';

/**
 * A form or filter widget: a thin formily adapter. It receives value/onChange from formily and
 * everything else as props from the schema; it never fetches data itself (loaders come as props).
 */
export interface WidgetDefinition {
  /** One of the ids listed in src/meta (WIDGET_TYPES), which also says what field types it edits. */
  id: WidgetId;
  // Formily passes each widget its own props; the schema builder decides which.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: ComponentType<any>;
}

export const defineWidget = (definition: WidgetDefinition) => definition;
