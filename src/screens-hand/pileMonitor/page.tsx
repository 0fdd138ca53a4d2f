import { PileMonitorPage } from '../../monitors/pile-monitor-page';

/** Pile monitor at /safe/monitorManage/pileMonitor. */
export default function PileMonitorScreen() {
  return <PileMonitorPage />;
}
