import { Switch } from '@formily/antd-v5';
import { defineWidget } from '../define-widget';

export default defineWidget({ id: 'switch', component: Switch });
