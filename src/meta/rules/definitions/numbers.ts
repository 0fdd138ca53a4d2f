import { numericRule } from './numeric-rule';

const WHOLE = { multipleOf: 1 };

export const numberRules = [
  numericRule('integer', '^(0|-?[1-9]\\d*)$', WHOLE, { 'zh-CN': '请输入整数', 'en-US': 'please enter a whole number' }),
  numericRule(
    'positiveInteger',
    '^[1-9]\\d*$',
    { ...WHOLE, minimum: 1 },
    { 'zh-CN': '请输入正整数', 'en-US': 'please enter a positive whole number' },
  ),
  numericRule(
    'naturalNumber',
    '^(0|[1-9]\\d*)$',
    { ...WHOLE, minimum: 0 },
    { 'zh-CN': '请输入0或正整数', 'en-US': 'please enter zero or a positive whole number' },
  ),
  numericRule(
    'decimal2',
    '^(0|[1-9]\\d*)(\\.\\d{1,2})?$',
    { minimum: 0, maxDecimals: 2 },
    { 'zh-CN': '请输入最多两位小数的数字', 'en-US': 'please enter a number with at most 2 decimal places' },
  ),
  numericRule(
    'percent1',
    '^(100(\\.0)?|[1-9]?\\d(\\.\\d)?)$',
    { minimum: 0, maximum: 100, maxDecimals: 1 },
    { 'zh-CN': '请输入0到100之间、最多一位小数的数字', 'en-US': 'please enter 0 to 100 with at most 1 decimal place' },
  ),
  numericRule(
    'percent2',
    '^(100(\\.00?)?|[1-9]?\\d(\\.\\d{1,2})?)$',
    { minimum: 0, maximum: 100, maxDecimals: 2 },
    { 'zh-CN': '请输入0到100之间、最多两位小数的数字', 'en-US': 'please enter 0 to 100 with at most 2 decimal places' },
  ),
  numericRule(
    'percent200',
    '^(200(\\.00?)?|(1\\d|[1-9])?\\d(\\.\\d{1,2})?)$',
    { minimum: 0, maximum: 200, maxDecimals: 2 },
    { 'zh-CN': '请输入0到200之间、最多两位小数的数字', 'en-US': 'please enter 0 to 200 with at most 2 decimal places' },
  ),
  // SPEC: "0 to 22 (a 10 to 29 range also matches)": the original check joins both ranges,
  // so every whole number from 0 to 29 is accepted.
  numericRule(
    'pileNumber',
    '^[12]?\\d$',
    { ...WHOLE, minimum: 0, maximum: 29 },
    { 'zh-CN': '桩编号必须是0到29之间的整数', 'en-US': 'the pile number must be a whole number from 0 to 29' },
  ),
];
