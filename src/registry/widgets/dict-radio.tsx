import { Radio } from '@formily/antd-v5';
import { defineWidget } from '../define-widget';

export default defineWidget({ id: 'dict-radio', component: Radio.Group });
