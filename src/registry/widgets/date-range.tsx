import { DatePicker } from '@formily/antd-v5';
import { defineWidget } from '../define-widget';

/** A [from, to] pair of yyyy-MM-dd strings; a datetime range's upper day counts whole. */
export default defineWidget({ id: 'date-range', component: DatePicker.RangePicker });
