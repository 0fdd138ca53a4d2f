import { textPattern } from '../define-rule';

const DATE_MMDD = '(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])';
const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领';
/** Plate letters leave out I and O, which read as 1 and 0. */
const PLATE_CHAR = 'A-HJ-NP-Z0-9';
// Ordinary plates: 5 characters after the city letter; new-energy plates: 6, with D or F
// (electric or hybrid) first for small cars or last for large vehicles.
const PLATE_TAIL = `([DF][${PLATE_CHAR}]\\d{4}|\\d{5}[DF]|[${PLATE_CHAR}]{4}[${PLATE_CHAR}挂学警港澳])`;

export const identityRules = [
  textPattern('idCard18', `^[1-9]\\d{5}(18|19|20)\\d{2}${DATE_MMDD}\\d{3}[\\dXx]$`, {
    'zh-CN': '请输入正确的18位身份证号码',
    'en-US': 'please enter a correct 18-digit ID card number',
  }),
  textPattern('idCard15', `^[1-9]\\d{7}${DATE_MMDD}\\d{3}$`, {
    'zh-CN': '请输入正确的15位身份证号码',
    'en-US': 'please enter a correct 15-digit ID card number',
  }),
  textPattern('vin', '^[A-Z0-9]{17}$', {
    'zh-CN': '请输入17位大写字母或数字的车架号',
    'en-US': 'please enter a VIN of 17 uppercase letters or digits',
  }),
  textPattern('licencePlate', `^[${PROVINCES}][A-HJ-NP-Z]${PLATE_TAIL}$`, {
    'zh-CN': '请输入正确的车牌号',
    'en-US': 'please enter a correct licence plate number',
  }),
  textPattern('cardNumber', '^\\w{1,18}$', {
    'zh-CN': '卡号只能是1到18位字母、数字或下划线',
    'en-US': 'the card number must be 1 to 18 letters, digits or underscores',
  }),
];
