import { PileMonitorPage } from '../../monitors/pile-monitor-page';

/** Pile-gun monitor at /safe/monitorManage/pileGunMonitor: pile rows open out to their guns. */
export default function PileGunMonitorScreen() {
  return <PileMonitorPage withGuns />;
}
