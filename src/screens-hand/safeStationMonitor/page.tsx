import { StationMonitorPage } from '../../monitors/station-monitor-page';

/** Station monitor (safety) at /safe/monitorManage/stationMonitor: the stations live, with online rate and alarms per level. */
export default function SafeStationMonitorScreen() {
  return <StationMonitorPage safety />;
}
