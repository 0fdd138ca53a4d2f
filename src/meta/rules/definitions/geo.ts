import { numericRule } from './numeric-rule';

const DECIMALS = '{1,10}';

export const geoRules = [
  numericRule(
    'longitude',
    `^-?(180(\\.0${DECIMALS})?|(1[0-7]\\d|[1-9]?\\d)(\\.\\d${DECIMALS})?)$`,
    { minimum: -180, maximum: 180, maxDecimals: 10 },
    {
      'zh-CN': '经度必须在-180到180之间，最多10位小数',
      'en-US': 'longitude must be between -180 and 180 with at most 10 decimal places',
    },
  ),
  numericRule(
    'latitude',
    `^-?(90(\\.0${DECIMALS})?|[1-8]?\\d(\\.\\d${DECIMALS})?)$`,
    { minimum: -90, maximum: 90, maxDecimals: 10 },
    {
      'zh-CN': '纬度必须在-90到90之间，最多10位小数',
      'en-US': 'latitude must be between -90 and 90 with at most 10 decimal places',
    },
  ),
];
