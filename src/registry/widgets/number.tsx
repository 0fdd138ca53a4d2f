import { NumberPicker } from '@formily/antd-v5';
import { defineWidget } from '../define-widget';

export default defineWidget({ id: 'number', component: NumberPicker });
