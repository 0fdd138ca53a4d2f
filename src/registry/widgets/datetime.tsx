import { DatePicker } from '@formily/antd-v5';
import type { ComponentProps } from 'react';
import { defineWidget } from '../define-widget';

const DateTimePicker = (props: ComponentProps<typeof DatePicker>) => <DatePicker showTime {...props} />;

export default defineWidget({ id: 'datetime', component: DateTimePicker });
