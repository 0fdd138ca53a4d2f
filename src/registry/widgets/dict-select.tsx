import { Select } from '@formily/antd-v5';
import { defineWidget } from '../define-widget';

/** Dictionary items arrive as the field's dataSource (schema enum). */
export default defineWidget({ id: 'dict-select', component: Select });
