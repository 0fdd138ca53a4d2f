import { DatePicker } from '@formily/antd-v5';
import { defineWidget } from '../define-widget';

export default defineWidget({ id: 'date', component: DatePicker });
