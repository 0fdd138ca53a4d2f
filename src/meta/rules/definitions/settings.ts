import { textPattern } from '../define-rule';

/** Times of day and host names, as settings screens ask for them. */
export const settingRules = [
  textPattern('timeOfDay', '^([01]\\d|2[0-3]):[0-5]\\d$', {
    'zh-CN': '请输入正确的时间（HH:mm）',
    'en-US': 'please enter a time of day (HH:mm)',
  }),
  textPattern('hostName', '^[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$', {
    'zh-CN': '请输入正确的主机名或IP地址',
    'en-US': 'please enter a host name or IP address',
  }),
];
