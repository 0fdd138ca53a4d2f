import { textPattern } from '../define-rule';

/** The basic CJK block, as the usual mainland "Chinese only" checks define it. */
const HAN = '\\u4e00-\\u9fa5';

export const characterRules = [
  textPattern('letters', '^[A-Za-z]+$', { 'zh-CN': '只能输入字母', 'en-US': 'only letters are allowed' }),
  textPattern('chinese', `^[${HAN}]+$`, { 'zh-CN': '只能输入中文', 'en-US': 'only Chinese characters are allowed' }),
  textPattern('lettersOrDigits', '^[A-Za-z0-9]+$', {
    'zh-CN': '只能输入字母或数字',
    'en-US': 'only letters and digits are allowed',
  }),
  textPattern('noSpecialChars', `^[A-Za-z0-9${HAN}]+$`, {
    'zh-CN': '不能包含特殊字符',
    'en-US': 'special characters are not allowed',
  }),
  textPattern('chineseName', `^[${HAN}]{2,6}$`, {
    'zh-CN': '请输入2到6个中文字符的姓名',
    'en-US': 'please enter a name of 2 to 6 Chinese characters',
  }),
  textPattern('smsName', `^[${HAN}]{2,20}$`, {
    'zh-CN': '请输入2到20个中文字符的短信签名',
    'en-US': 'please enter an SMS name of 2 to 20 Chinese characters',
  }),
  // Station names carry operator suffixes such as "(东区)", typed with either bracket width.
  textPattern('siteName', `^[A-Za-z0-9_${HAN}()（）]+$`, {
    'zh-CN': '只能输入字母、数字、下划线、中文和括号',
    'en-US': 'only letters, digits, underscores, Chinese characters and brackets are allowed',
  }),
];
