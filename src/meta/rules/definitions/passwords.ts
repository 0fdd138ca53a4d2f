import { textPattern } from '../define-rule';

const UPPER = '(?=.*[A-Z])';
const LOWER = '(?=.*[a-z])';
const DIGIT = '(?=.*\\d)';
const SPECIAL = '(?=.*[^A-Za-z0-9])';
/** "At least three of four classes", spelled out as the four ways to pick three. */
const THREE_OF_FOUR = [
  UPPER + LOWER + DIGIT,
  UPPER + LOWER + SPECIAL,
  UPPER + DIGIT + SPECIAL,
  LOWER + DIGIT + SPECIAL,
].join('|');

export const passwordRules = [
  textPattern('sellerPassword', '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d*]{5,12}$', {
    'zh-CN': '密码为5到12位，须同时包含字母和数字，可包含*',
    'en-US': 'the password must be 5 to 12 characters mixing letters and digits; * is allowed',
  }),
  textPattern('userPassword', `^(?=.{10,}$)(?:${THREE_OF_FOUR}).*$`, {
    'zh-CN': '必须包含大小写字母、数字和特殊字符，10位及以上',
    'en-US': 'must contain upper and lower case letters, digits and special characters, 10 or more characters',
  }),
  // A charger's AuthorizationKey (OCPP 1.6 Security Whitepaper) travels as the password of HTTP
  // Basic authentication: visible ASCII only, so that every charger can type and send it.
  textPattern('authorizationKey', '^[\\x21-\\x7e]{16,40}$', {
    'zh-CN': '须为16到40个可见ASCII字符（字母、数字或符号，不含空格）',
    'en-US': 'must be 16 to 40 visible ASCII characters (letters, digits or symbols, no spaces)',
  }),
];
