import { PendingAreaPage } from '../pending-area-page';

/** Pile monitor detail at /safe/monitorManage/PileMonitorDetail (SPEC section 2, always present). The monitoring area's screen replaces this. */
export default function PileMonitorDetailPage() {
  return (
    <PendingAreaPage
      purpose={{
        'zh-CN': '一台桩的实时状态：各枪状态面板，电压、电流、功率、SOC 和温度曲线，当前充电会话、近期告警和指令记录。',
        'en-US':
          'One pile live: a panel per gun with its status, voltage, current, power, SOC and temperature curves, the current charging session, recent alarms and the command log.',
      }}
    />
  );
}
