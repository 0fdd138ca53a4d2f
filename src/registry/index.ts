/** antd at the edge: the widgets, column renderers and actions the generic screens use. */
export { actionRegistry } from './actions';
export { columnRegistry } from './columns';
export { createRegistry, type Registry } from './create-registry';
export { defineAction, type ActionContext, type ActionDefinition } from './define-action';
export { defineColumn, type CellContext, type ColumnDefinition } from './define-column';
export { defineWidget, type WidgetDefinition } from './define-widget';
export { schemaComponents, widgetRegistry } from './widgets';
