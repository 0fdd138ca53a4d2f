import { PendingAreaPage } from '../pending-area-page';

/** Station monitor detail at /business/stationManage/StationMonitorDetail (SPEC section 2, always present). The station monitoring area's screen replaces this. */
export default function StationMonitorDetailPage() {
  return (
    <PendingAreaPage
      purpose={{
        'zh-CN': '一个场站的实时状态：按枪状态着色的桩枪矩阵、功率曲线、分时段电量、进行中的充电、未处理告警和视频。',
        'en-US':
          'One station live: the pile and gun grid coloured by gun status, the power curve, kWh per rate period, active sessions, open alarms and video.',
      }}
    />
  );
}
