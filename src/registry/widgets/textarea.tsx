import { Input } from '@formily/antd-v5';
import { defineWidget } from '../define-widget';

export default defineWidget({ id: 'textarea', component: Input.TextArea });
