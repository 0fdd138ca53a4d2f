import { StationMonitorPage } from '../../monitors/station-monitor-page';

/** Station monitor at /business/stationManage/stationMonitor: the stations live. */
export default function StationMonitorScreen() {
  return <StationMonitorPage />;
}
