import { API_CODES } from '../../src/meta/api-codes';
import { entry } from './entry';

const { VALIDATION_FAILED: INVALID, STATUS_NOT_ALLOWED: STATUS, CONFLICT } = API_CODES;

/** Refusals of stations, piles and guns, their billing templates and their master data. */
export const NETWORK_ERRORS = {
  modelDisabled: entry(
    INVALID,
    '计费模型“{0}”已停用，不能下发模板“{1}”',
    'The billing model "{0}" is disabled: the template "{1}" cannot be issued',
  ),
  periodsIncomplete: entry(
    INVALID,
    '计费模型的时段不完整，不能下发模板“{0}”：{1}',
    'The billing model\'s periods are incomplete: the template "{0}" cannot be issued ({1})',
  ),
  templateGone: entry(INVALID, '计费模板已不存在，不能重新下发', 'The billing template no longer exists'),
  templateCancelled: entry(
    INVALID,
    '计费模板“{0}”已撤销，不能重新下发',
    'The billing template "{0}" was cancelled and cannot be issued again from its history',
  ),
  templateOutdated: entry(
    INVALID,
    '计费模板“{0}”已有新版本（第 {1} 版），请下发新版本',
    'The billing template "{0}" has a newer version ({1}): issue that one',
  ),
  issueRowOutdated: entry(
    INVALID,
    '该桩已有更新的下发记录，请在最新的记录上操作',
    'This pile has a newer issue row: act on the latest one',
  ),
  pileGone: entry(INVALID, '该桩已不存在，不能重新下发', 'The pile no longer exists'),
  pileOutsideStations: entry(INVALID, '充电桩“{0}”不属于所选场站', 'The pile "{0}" is not at the chosen station'),
  temporaryPileRepeated: entry(INVALID, '临时桩编码重复：{0}', 'The pile code {0} appears twice'),
  temporaryPileTaken: entry(
    INVALID,
    '桩编码 {0} 已是正式充电桩的编码',
    "The pile code {0} is already a formal pile's code",
  ),
  temporaryStationEnded: entry(
    STATUS,
    '临时场站“{0}”已过撤场时间，不能转为正式场站',
    'The temporary station "{0}" has passed its end time and cannot become a station',
  ),
  stationCodeTaken: entry(INVALID, '场站编码 {0} 已被使用', 'The station code {0} is taken'),
  formalCodeTaken: entry(
    CONFLICT,
    '编码 {0} 已是正式桩或枪的编码，请先修改临时桩编码',
    "The code {0} is already a formal pile's or gun's: change the temporary pile's code first",
  ),
  pileOffline: entry(STATUS, '充电桩“{0}”离线，指令未下发', 'The pile "{0}" is offline; the command was not sent'),
  gunNotCharging: entry(STATUS, '充电枪“{0}”没有进行中的充电', 'Gun "{0}" has no charging session to stop'),
  siteStationMissing: entry(
    INVALID,
    '场站编码“{0}”在场站档案中不存在，请先建立该场站',
    'No station has the code "{0}" yet: create it first',
  ),
  pileStationMissing: entry(INVALID, '场站编码“{0}”在场站档案中不存在', 'No station has the code "{0}"'),
  pileMissing: entry(
    INVALID,
    '场站“{0}”下没有桩编码为“{1}”的充电桩，请先建立该充电桩',
    'Station "{0}" has no pile with the code "{1}": create it first',
  ),
  vinExpired: entry(INVALID, 'VIN“{0}”已过有效期（{1}），不能下发', 'The VIN "{0}" expired on {1} and cannot be sent'),
  chooseFleet: entry(INVALID, '请选择车队', 'Choose the fleet'),
  chooseMember: entry(INVALID, '请选择会员', 'Choose the member'),
  windowHalfOpen: entry(INVALID, '允许时段须同时填写开始和结束', 'An allowed window needs both its ends'),
  firmwareNotReady: entry(
    STATUS,
    '升级任务“{0}”的固件包{1}未发布或没有文件，不能下发',
    'The firmware{1} of upgrade "{0}" is not published or has no file: it cannot be sent',
  ),
} as const;
