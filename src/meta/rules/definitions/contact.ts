import { textPattern } from '../define-rule';

const MOBILE = '1[3-9]\\d{9}';
// Area code (3 or 4 digits starting with 0), an optional dash, then a 7 or 8 digit number.
const LANDLINE = '0\\d{2,3}-?[1-9]\\d{6,7}';

export const contactRules = [
  textPattern('mobile', `^${MOBILE}$`, {
    'zh-CN': '请输入正确的手机号码',
    'en-US': 'please enter a correct mobile number',
  }),
  textPattern('mobileOrLandline', `^(${MOBILE}|${LANDLINE})$`, {
    'zh-CN': '请输入正确的手机号码或固定电话（含区号）',
    'en-US': 'please enter a correct mobile number or landline number with area code',
  }),
  textPattern('email', '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$', {
    'zh-CN': '请输入正确的邮箱地址',
    'en-US': 'please enter a correct e-mail address',
  }),
  // One host character, then anything but blanks: two overlapping repeats here made a long
  // input backtrack for seconds.
  textPattern('url', '^https?://[^\\s/?#]\\S*$', {
    'zh-CN': '请输入以http或https开头的网址',
    'en-US': 'please enter a URL beginning with http or https',
  }),
  textPattern('postcode', '^\\d{6}$', {
    'zh-CN': '请输入6位数字的邮政编码',
    'en-US': 'please enter a 6-digit postcode',
  }),
  textPattern('cityCode', '^\\d{6}$', {
    'zh-CN': '请输入6位数字的城市编码',
    'en-US': 'please enter a 6-digit city code',
  }),
];
