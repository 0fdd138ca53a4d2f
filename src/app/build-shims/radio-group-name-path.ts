// Stands in for antd's form/hooks/useForm module where antd's Radio.Group imports it (see
// vite.config.ts): the group needs only the helper below, and the module's other export, antd
// Form's useForm, would bring the whole form library (rc-field-form, async-validator) with
// every screen that shows a radio group. Same code as antd's own helper.
import { toArray } from 'antd/es/form/util';

export function toNamePathStr(name: unknown): string {
  return toArray(name).join('_');
}
