import { createSchemaField } from '@formily/react';
import { schemaComponents } from '../registry';

/** The one SchemaField of the generic screens, rendering every widget of the registry. */
export const SchemaField = createSchemaField({ components: schemaComponents });
